/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has the data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
