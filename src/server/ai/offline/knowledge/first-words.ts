/**
 * A traveller's first words in the languages of the places people visit most: what the offline assistant
 * answers to "How do I say thank you in Japanese?". Written out with a pronunciation for scripts a reader of
 * English cannot sound out. A phrase we could not give with confidence (one that depends on who you speak
 * to, or has no everyday equivalent) is left out rather than guessed.
 */

export const PHRASE_KEYS = ["hello", "thank you", "please", "excuse me", "goodbye"] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** The phrase as written, and how to say it when the script is not Latin (or the spelling misleads). */
export type Phrase = readonly [written: string, say?: string];

export interface Language {
  name: string;
  /** Other names travellers use for it, lower case. */
  aliases?: readonly string[];
  phrases: Partial<Record<PhraseKey, Phrase>>;
  /** One line worth knowing before using them. */
  note?: string;
}

export const LANGUAGES: readonly Language[] = [
  {
    name: "Japanese",
    phrases: {
      hello: ["こんにちは", "konnichiwa"],
      "thank you": ["ありがとうございます", "arigatō gozaimasu"],
      please: ["お願いします", "onegaishimasu"],
      "excuse me": ["すみません", "sumimasen"],
      goodbye: ["さようなら", "sayōnara"],
    },
    note: "Sumimasen also gets a waiter's attention, and a small bow goes with thanks.",
  },
  {
    name: "Korean",
    phrases: {
      hello: ["안녕하세요", "annyeonghaseyo"],
      "thank you": ["감사합니다", "gamsahamnida"],
      please: ["주세요", "juseyo (after what you ask for)"],
      "excuse me": ["실례합니다", "sillyehamnida"],
      goodbye: ["안녕히 계세요", "annyeonghi gyeseyo (when you leave)"],
    },
  },
  {
    name: "Mandarin Chinese",
    aliases: ["mandarin", "chinese"],
    phrases: {
      hello: ["你好", "nǐ hǎo"],
      "thank you": ["谢谢", "xièxie"],
      please: ["请", "qǐng"],
      "excuse me": ["不好意思", "bù hǎo yìsi"],
      goodbye: ["再见", "zàijiàn"],
    },
  },
  {
    name: "Cantonese",
    phrases: {
      hello: ["你好", "nei5 hou2"],
      "thank you": ["唔該", "m4 goi1 (for a service; 多謝, do1 je6, for a gift)"],
      goodbye: ["拜拜", "baai1 baai3"],
    },
  },
  {
    name: "Thai",
    phrases: {
      hello: ["สวัสดี", "sawasdee, then khrap (men) or kha (women)"],
      "thank you": ["ขอบคุณ", "khop khun, then khrap or kha"],
      "excuse me": ["ขอโทษ", "kho thot"],
    },
    note: "End a phrase with khrap if you are a man and kha if you are a woman: it makes it polite.",
  },
  {
    name: "Vietnamese",
    phrases: {
      hello: ["Xin chào"],
      "thank you": ["Cảm ơn"],
      please: ["Làm ơn"],
      "excuse me": ["Xin lỗi"],
      goodbye: ["Tạm biệt"],
    },
  },
  {
    name: "Indonesian",
    aliases: ["bahasa indonesia"],
    phrases: {
      hello: ["Halo"],
      "thank you": ["Terima kasih"],
      please: ["Tolong (asking for help) or Silakan (offering)"],
      "excuse me": ["Permisi"],
      goodbye: ["Sampai jumpa"],
    },
  },
  {
    name: "Malay",
    aliases: ["bahasa melayu"],
    phrases: {
      hello: ["Helo"],
      "thank you": ["Terima kasih"],
      please: ["Tolong"],
      goodbye: ["Selamat tinggal"],
    },
  },
  {
    name: "Filipino",
    aliases: ["tagalog"],
    phrases: {
      hello: ["Kumusta"],
      "thank you": ["Salamat po"],
      please: ["Pakiusap"],
      goodbye: ["Paalam"],
    },
  },
  {
    name: "Hindi",
    phrases: {
      hello: ["नमस्ते", "namaste"],
      "thank you": ["धन्यवाद", "dhanyavaad"],
      please: ["कृपया", "kripya"],
      "excuse me": ["माफ़ कीजिए", "maaf kijiye"],
      goodbye: ["फिर मिलेंगे", "phir milenge (see you again)"],
    },
  },
  {
    name: "Urdu",
    phrases: {
      hello: ["السلام علیکم", "assalam-o-alaikum"],
      "thank you": ["شکریہ", "shukriya"],
      goodbye: ["خدا حافظ", "khuda hafiz"],
    },
  },
  {
    name: "Tamil",
    phrases: {
      hello: ["வணக்கம்", "vanakkam"],
      "thank you": ["நன்றி", "nandri"],
    },
  },
  {
    name: "Nepali",
    phrases: {
      hello: ["नमस्ते", "namaste"],
      "thank you": ["धन्यवाद", "dhanyabaad"],
    },
  },
  {
    name: "Arabic",
    aliases: ["egyptian arabic", "moroccan arabic", "darija"],
    phrases: {
      hello: ["السلام عليكم", "as-salaamu alaykum (the answer: wa alaykum as-salaam)"],
      "thank you": ["شكرا", "shukran"],
      please: ["من فضلك", "min fadlak (to a man), min fadlik (to a woman)"],
      goodbye: ["مع السلامة", "ma'a as-salaama"],
    },
  },
  {
    name: "Hebrew",
    phrases: {
      hello: ["שלום", "shalom"],
      "thank you": ["תודה", "toda"],
      please: ["בבקשה", "bevakasha"],
      "excuse me": ["סליחה", "slicha"],
      goodbye: ["להתראות", "lehitraot"],
    },
  },
  {
    name: "Turkish",
    phrases: {
      hello: ["Merhaba"],
      "thank you": ["Teşekkür ederim"],
      please: ["Lütfen"],
      "excuse me": ["Affedersiniz"],
      goodbye: ["Hoşça kalın (when you leave)"],
    },
  },
  {
    name: "Persian",
    aliases: ["farsi"],
    phrases: {
      hello: ["سلام", "salaam"],
      "thank you": ["ممنون", "mamnoon (merci is common too)"],
      please: ["لطفا", "lotfan"],
      goodbye: ["خداحافظ", "khodaa haafez"],
    },
  },
  {
    name: "Greek",
    phrases: {
      hello: ["Γεια σας", "yia sas"],
      "thank you": ["Ευχαριστώ", "efharistó"],
      please: ["Παρακαλώ", "parakaló"],
      "excuse me": ["Συγγνώμη", "signómi"],
      goodbye: ["Αντίο", "adío"],
    },
  },
  {
    name: "Russian",
    phrases: {
      hello: ["Здравствуйте", "zdravstvuyte"],
      "thank you": ["Спасибо", "spasibo"],
      please: ["Пожалуйста", "pozhaluysta"],
      "excuse me": ["Извините", "izvinite"],
      goodbye: ["До свидания", "do svidaniya"],
    },
  },
  {
    name: "Ukrainian",
    phrases: {
      hello: ["Добрий день", "dobryi den"],
      "thank you": ["Дякую", "diakuiu"],
      please: ["Будь ласка", "bud laska"],
      "excuse me": ["Вибачте", "vybachte"],
      goodbye: ["До побачення", "do pobachennia"],
    },
  },
  {
    name: "Polish",
    phrases: {
      hello: ["Dzień dobry"],
      "thank you": ["Dziękuję"],
      please: ["Proszę"],
      "excuse me": ["Przepraszam"],
      goodbye: ["Do widzenia"],
    },
  },
  {
    name: "Czech",
    phrases: {
      hello: ["Dobrý den"],
      "thank you": ["Děkuji"],
      please: ["Prosím"],
      "excuse me": ["Promiňte"],
      goodbye: ["Na shledanou"],
    },
  },
  {
    name: "Slovak",
    phrases: {
      hello: ["Dobrý deň"],
      "thank you": ["Ďakujem"],
      please: ["Prosím"],
      "excuse me": ["Prepáčte"],
      goodbye: ["Dovidenia"],
    },
  },
  {
    name: "Hungarian",
    phrases: {
      hello: ["Jó napot"],
      "thank you": ["Köszönöm"],
      please: ["Kérem"],
      "excuse me": ["Elnézést"],
      goodbye: ["Viszontlátásra"],
    },
  },
  {
    name: "Romanian",
    phrases: {
      hello: ["Bună ziua"],
      "thank you": ["Mulțumesc"],
      please: ["Vă rog"],
      "excuse me": ["Scuzați-mă"],
      goodbye: ["La revedere"],
    },
  },
  {
    name: "Bulgarian",
    phrases: {
      hello: ["Здравейте", "zdraveyte"],
      "thank you": ["Благодаря", "blagodarya"],
      please: ["Моля", "molya"],
      "excuse me": ["Извинете", "izvinete"],
      goodbye: ["Довиждане", "dovizhdane"],
    },
    note: "A nod can mean no and a shake of the head yes: say the word too.",
  },
  {
    name: "Croatian",
    phrases: {
      hello: ["Dobar dan"],
      "thank you": ["Hvala"],
      please: ["Molim"],
      "excuse me": ["Oprostite"],
      goodbye: ["Doviđenja"],
    },
  },
  {
    name: "Serbian",
    phrases: {
      hello: ["Добар дан", "dobar dan"],
      "thank you": ["Хвала", "hvala"],
      please: ["Молим", "molim"],
      "excuse me": ["Извините", "izvinite"],
      goodbye: ["Довиђења", "doviđenja"],
    },
  },
  {
    name: "Slovenian",
    phrases: {
      hello: ["Dober dan"],
      "thank you": ["Hvala"],
      please: ["Prosim"],
      "excuse me": ["Oprostite"],
      goodbye: ["Nasvidenje"],
    },
  },
  {
    name: "German",
    phrases: {
      hello: ["Guten Tag (Hallo among friends)"],
      "thank you": ["Danke"],
      please: ["Bitte"],
      "excuse me": ["Entschuldigung"],
      goodbye: ["Auf Wiedersehen (Tschüss among friends)"],
    },
  },
  {
    name: "Dutch",
    phrases: {
      hello: ["Hallo"],
      "thank you": ["Dank u wel (Dank je wel among friends)"],
      please: ["Alstublieft"],
      "excuse me": ["Pardon"],
      goodbye: ["Tot ziens"],
    },
  },
  {
    name: "French",
    phrases: {
      hello: ["Bonjour (Bonsoir in the evening)"],
      "thank you": ["Merci"],
      please: ["S'il vous plaît"],
      "excuse me": ["Excusez-moi"],
      goodbye: ["Au revoir"],
    },
    note: "Start every exchange, even in a shop, with bonjour.",
  },
  {
    name: "Spanish",
    phrases: {
      hello: ["Hola"],
      "thank you": ["Gracias"],
      please: ["Por favor"],
      "excuse me": ["Perdón (Disculpe to get attention)"],
      goodbye: ["Adiós"],
    },
  },
  {
    name: "Portuguese",
    phrases: {
      hello: ["Olá"],
      "thank you": ["Obrigado (if you are a man), Obrigada (if you are a woman)"],
      please: ["Por favor"],
      "excuse me": ["Com licença"],
      goodbye: ["Adeus (Tchau in Brazil)"],
    },
  },
  {
    name: "Italian",
    phrases: {
      hello: ["Buongiorno (Ciao among friends)"],
      "thank you": ["Grazie"],
      please: ["Per favore"],
      "excuse me": ["Scusi"],
      goodbye: ["Arrivederci"],
    },
  },
  {
    name: "Catalan",
    phrases: {
      hello: ["Hola"],
      "thank you": ["Gràcies"],
      please: ["Si us plau"],
      "excuse me": ["Perdoni"],
      goodbye: ["Adéu"],
    },
  },
  {
    name: "Swedish",
    phrases: {
      hello: ["Hej"],
      "thank you": ["Tack"],
      "excuse me": ["Ursäkta"],
      goodbye: ["Hej då"],
    },
  },
  {
    name: "Norwegian",
    phrases: {
      hello: ["Hei"],
      "thank you": ["Takk"],
      "excuse me": ["Unnskyld"],
      goodbye: ["Ha det"],
    },
  },
  {
    name: "Danish",
    phrases: {
      hello: ["Hej"],
      "thank you": ["Tak"],
      "excuse me": ["Undskyld"],
      goodbye: ["Farvel"],
    },
  },
  {
    name: "Finnish",
    phrases: {
      hello: ["Hei"],
      "thank you": ["Kiitos"],
      "excuse me": ["Anteeksi"],
      goodbye: ["Näkemiin"],
    },
    note: "Kiitos also serves as please when you ask for something.",
  },
  {
    name: "Icelandic",
    phrases: {
      hello: ["Halló"],
      "thank you": ["Takk"],
      please: ["Vinsamlegast"],
      "excuse me": ["Afsakið"],
      goodbye: ["Bless"],
    },
  },
  {
    name: "Estonian",
    phrases: {
      hello: ["Tere"],
      "thank you": ["Aitäh"],
      please: ["Palun"],
      "excuse me": ["Vabandust"],
      goodbye: ["Head aega"],
    },
  },
  {
    name: "Latvian",
    phrases: {
      hello: ["Labdien"],
      "thank you": ["Paldies"],
      please: ["Lūdzu"],
      "excuse me": ["Atvainojiet"],
      goodbye: ["Uz redzēšanos"],
    },
  },
  {
    name: "Lithuanian",
    phrases: {
      hello: ["Laba diena"],
      "thank you": ["Ačiū"],
      please: ["Prašau"],
      "excuse me": ["Atsiprašau"],
      goodbye: ["Viso gero"],
    },
  },
  {
    name: "Irish",
    aliases: ["irish gaelic"],
    phrases: {
      hello: ["Dia dhuit"],
      "thank you": ["Go raibh maith agat"],
      please: ["Le do thoil"],
      goodbye: ["Slán"],
    },
  },
  {
    name: "Welsh",
    phrases: {
      hello: ["Shwmae"],
      "thank you": ["Diolch"],
      please: ["Os gwelwch yn dda"],
      goodbye: ["Hwyl fawr"],
    },
  },
  {
    name: "Swahili",
    aliases: ["kiswahili"],
    phrases: {
      hello: ["Jambo"],
      "thank you": ["Asante"],
      please: ["Tafadhali"],
      "excuse me": ["Samahani"],
      goodbye: ["Kwaheri"],
    },
  },
  {
    name: "Afrikaans",
    phrases: {
      hello: ["Hallo"],
      "thank you": ["Dankie"],
      please: ["Asseblief"],
      "excuse me": ["Verskoon my"],
      goodbye: ["Totsiens"],
    },
  },
  {
    name: "Zulu",
    aliases: ["isizulu"],
    phrases: {
      hello: ["Sawubona"],
      "thank you": ["Ngiyabonga"],
      goodbye: ["Sala kahle (to someone staying), Hamba kahle (to someone leaving)"],
    },
  },
  {
    name: "Khmer",
    aliases: ["cambodian"],
    phrases: {
      hello: ["ជំរាបសួរ", "chum reap suor"],
      "thank you": ["អរគុណ", "or kun"],
    },
  },
  {
    name: "Burmese",
    phrases: {
      hello: ["မင်္ဂလာပါ", "mingalaba"],
      "thank you": ["ကျေးဇူးတင်ပါတယ်", "kyei zu tin ba deh"],
    },
  },
  {
    name: "Georgian",
    phrases: {
      hello: ["გამარჯობა", "gamarjoba"],
      "thank you": ["მადლობა", "madloba"],
      please: ["გთხოვთ", "gtkhovt"],
      goodbye: ["ნახვამდის", "nakhvamdis"],
    },
  },
  {
    name: "Armenian",
    phrases: {
      hello: ["Բարև", "barev"],
      "thank you": ["Շնորհակալություն", "shnorhakalutyun"],
      please: ["Խնդրում եմ", "khndrum em"],
      goodbye: ["Ցտեսություն", "tstesutyun"],
    },
  },
  {
    name: "Māori",
    aliases: ["te reo maori"],
    phrases: {
      hello: ["Kia ora"],
      "thank you": ["Kia ora (Tēnā koe, more formal)"],
      goodbye: ["Haere rā (to someone leaving), E noho rā (to someone staying)"],
    },
  },
  {
    name: "Hawaiian",
    phrases: {
      hello: ["Aloha"],
      "thank you": ["Mahalo"],
    },
  },
];
