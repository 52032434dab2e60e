'use client'

import { useEffect, useState } from 'react'
import { callApi } from './call-api'

export type Bank = { name: string; code: string }

/** The list changes rarely: asked once per page, shared by every form that needs it. */
let banks: Promise<Bank[] | null> | null = null

function loadBanks(): Promise<Bank[] | null> {
  banks ??= callApi<Bank[]>('user/banks').then((answer) => {
    if (answer.ok) return answer.data
    banks = null // ask again next time
    return null
  })
  return banks
}

/** The banks a refund can be sent to (GET user/banks): undefined while loading, null when they could not be loaded. */
export function useBanks(): Bank[] | null | undefined {
  const [list, setList] = useState<Bank[] | null | undefined>(undefined)
  useEffect(() => {
    let isCurrent = true
    void loadBanks().then((result) => isCurrent && setList(result))
    return () => {
      isCurrent = false
    }
  }, [])
  return list
}
