import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAYMENT_DESCRIPTION, PAYMENT_METHODS, WINDOW_CLOSED } from '@/lib/validation/booking'

// components/booking/monnify-sdk.ts in a minimal stand-in for the browser: a document that records
// the script tags added, and a window where the test plays Monnify's script arriving (or failing).

type FakeScript = { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null; removed: boolean; remove(): void }
type Callbacks = { onComplete: (response?: Record<string, unknown>) => void; onClose: (response?: Record<string, unknown>) => void }

let scripts: FakeScript[]
let initialize: ReturnType<typeof vi.fn<(options: Callbacks & Record<string, unknown>) => void>>
const fakeWindow: { MonnifySDK?: { initialize: typeof initialize } } = {}

beforeEach(() => {
  vi.resetModules()
  scripts = []
  initialize = vi.fn<(options: Callbacks & Record<string, unknown>) => void>()
  delete fakeWindow.MonnifySDK
  vi.stubGlobal('window', fakeWindow)
  vi.stubGlobal('document', {
    createElement: () => {
      const script: FakeScript = { src: '', async: false, onload: null, onerror: null, removed: false, remove: () => void (script.removed = true) }
      return script
    },
    head: { appendChild: (script: FakeScript) => void scripts.push(script) },
  })
})
afterEach(() => vi.unstubAllGlobals())

const REQUEST = {
  apiKey: 'MK_TEST_ABC',
  contractCode: '1234567890',
  isTestMode: true,
  amount: 40_000,
  reference: 'ALF-1-abc',
  customerFullName: 'Kunle Bello',
  customerEmail: 'kunle@example.test',
  metadata: { appointmentDate: '2031-05-06', therapistName: 'Dr. Ngozi Umeh', duration: 2 },
}

async function open() {
  const { payWithMonnify } = await import('@/components/booking/monnify-sdk')
  const result = payWithMonnify(REQUEST)
  await vi.waitFor(() => expect(scripts.length).toBeGreaterThan(0))
  fakeWindow.MonnifySDK = { initialize }
  scripts.at(-1)!.onload!()
  await vi.waitFor(() => expect(initialize).toHaveBeenCalled())
  const options = initialize.mock.calls.at(-1)![0]
  return { result, options, payWithMonnify }
}

describe('payWithMonnify', () => {
  it("loads Monnify's script and opens the checkout with the spec's request", async () => {
    const { result, options } = await open()
    expect(scripts[0]).toMatchObject({ src: 'https://sdk.monnify.com/plugin/monnify.js', async: true })
    expect(options).toMatchObject({
      amount: 40_000,
      currency: 'NGN',
      reference: 'ALF-1-abc',
      customerFullName: 'Kunle Bello',
      customerEmail: 'kunle@example.test',
      apiKey: 'MK_TEST_ABC',
      contractCode: '1234567890',
      paymentDescription: PAYMENT_DESCRIPTION,
      isTestMode: true,
      metadata: REQUEST.metadata,
      paymentMethods: [...PAYMENT_METHODS],
    })
    options.onComplete({ status: 'SUCCESS', paymentStatus: 'PAID', transactionReference: 'MNFY|1', message: 'Transaction Successful' })
    // Monnify calls onClose as well when the finished window is dismissed: the first answer stands.
    options.onClose({ paymentStatus: 'USER_CANCELLED', responseMessage: 'User cancelled Transaction' })
    await expect(result).resolves.toEqual({ kind: 'completed', status: 'SUCCESS', transactionReference: 'MNFY|1', message: 'Transaction Successful' })
  })

  it('adds the script once, then reuses the loaded SDK', async () => {
    const { result, options, payWithMonnify } = await open()
    options.onComplete({ status: 'FAILED' })
    await expect(result).resolves.toMatchObject({ kind: 'completed', status: 'FAILED' })

    const second = payWithMonnify(REQUEST)
    await vi.waitFor(() => expect(initialize).toHaveBeenCalledTimes(2))
    initialize.mock.calls[1]![0].onClose({ responseMessage: 'User cancelled Transaction' })
    await expect(second).resolves.toEqual({ kind: 'closed', message: 'User cancelled Transaction' })
    expect(scripts).toHaveLength(1)
  })

  it('reads an answer that carries only the payment status, and a close without a message', async () => {
    const { result, options } = await open()
    options.onComplete({ paymentStatus: 'PAID', transactionReference: 'MNFY|2' })
    await expect(result).resolves.toMatchObject({ kind: 'completed', status: 'SUCCESS', transactionReference: 'MNFY|2' })

    const { payWithMonnify } = await import('@/components/booking/monnify-sdk')
    const closed = payWithMonnify(REQUEST)
    await vi.waitFor(() => expect(initialize).toHaveBeenCalledTimes(2))
    initialize.mock.calls[1]![0].onClose()
    await expect(closed).resolves.toEqual({ kind: 'closed', message: WINDOW_CLOSED })
  })

  it('rejects with a clear message when the script cannot load, and tries again next time', async () => {
    const { payWithMonnify } = await import('@/components/booking/monnify-sdk')
    const first = payWithMonnify(REQUEST)
    await vi.waitFor(() => expect(scripts).toHaveLength(1))
    scripts[0]!.onerror!()
    await expect(first).rejects.toThrow("We couldn't load the payment window")
    expect(scripts[0]!.removed).toBe(true)

    const second = payWithMonnify(REQUEST)
    await vi.waitFor(() => expect(scripts).toHaveLength(2))
    fakeWindow.MonnifySDK = { initialize }
    scripts[1]!.onload!()
    await vi.waitFor(() => expect(initialize).toHaveBeenCalledTimes(1))
    initialize.mock.calls[0]![0].onClose()
    await expect(second).resolves.toMatchObject({ kind: 'closed' })
  })
})
