// Text for a PDF drawn with the standard fonts, which encode only WinAnsi (Latin-1 and a few more):
// anything else would stop the PDF from being made. Names typed by people can hold any letter, so
// each character the font cannot draw becomes its base letter when it has one (Ọ → O, ṣ → s), the
// naira sign becomes "NGN ", and anything else a question mark. Pure.

const COMBINING_MARK = /\p{M}/u

export function toEncodableText(text: string, canEncode: (codePoint: number) => boolean): string {
  let out = ''
  for (const char of text.replaceAll('₦', 'NGN ').replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ')) {
    const codePoint = char.codePointAt(0)!
    if (codePoint >= 0x20 && canEncode(codePoint)) {
      out += char
      continue
    }
    const base = Array.from(char.normalize('NFKD'))
      .filter((part) => !COMBINING_MARK.test(part) && part.codePointAt(0)! >= 0x20 && canEncode(part.codePointAt(0)!))
      .join('')
    // A control character or a lone accent the font cannot draw is left out; anything else is marked.
    out += base || (codePoint < 0x20 || COMBINING_MARK.test(char) ? '' : '?')
  }
  return out
}
