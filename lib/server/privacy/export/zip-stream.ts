import 'server-only'
import { Zip, ZipDeflate, strToU8 } from 'fflate'

export type ZipFile = { name: string; text: string }

/**
 * A ZIP of text files as a byte stream: one file is compressed each time the reader asks for more,
 * so a slow download holds back the work instead of the whole archive sitting in memory twice.
 */
export function zipStream(files: readonly ZipFile[], modifiedAt: Date): ReadableStream<Uint8Array> {
  let next = 0
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    pull() {
      const file = files[next++]
      if (!file) return zip.end()
      const entry = new ZipDeflate(file.name, { level: 6 })
      entry.mtime = modifiedAt
      zip.add(entry)
      entry.push(strToU8(file.text), true)
    },
  })
}
