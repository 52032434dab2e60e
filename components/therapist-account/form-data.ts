/** The form's text values and an optional photo as multipart FormData, for the server actions. */
export function toFormData(values: Record<string, unknown>, photo: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    form.append(name, String(value))
  }
  if (photo) form.append('profilePhoto', photo)
  return form
}
