// The password typed again before something that cannot be taken back (downloading one's data,
// deleting one's account): one answer for a wrong and a missing one, as a sign-in gives.

export const WRONG_PASSWORD_AGAIN = 'That password is not right. Enter the password you sign in with.'
