// Demo patients and staff accounts (invented people). Every demo account's password is Password123!.

export type SeedPerson = {
  /** Short key used by the blog comments and appointments below. */
  key: string
  email: string
  fullName: string
  gender: 'Male' | 'Female'
  phoneNumber: string
  /** YYYY-MM-DD */
  dateOfBirth: string
  address: string
  localGovernment: string
  state: string
}

export const DEMO_PATIENT_EMAIL = 'patient@alafia.test'
export const DEMO_ADMIN_EMAIL = 'admin@alafia.test'
export const DEMO_MANAGER_EMAIL = 'manager@alafia.test'

export const PATIENTS: SeedPerson[] = [
  {
    key: 'chioma', email: DEMO_PATIENT_EMAIL, fullName: 'Chioma Eze', gender: 'Female',
    phoneNumber: '+2348031234567', dateOfBirth: '1994-05-12',
    address: '14 Adeola Odeku Street, Victoria Island', localGovernment: 'Eti-Osa', state: 'Lagos',
  },
  {
    key: 'tunde', email: 'tunde.bakare@alafia.test', fullName: 'Tunde Bakare', gender: 'Male',
    phoneNumber: '+2348024456781', dateOfBirth: '1988-11-03',
    address: '7 Ogunlana Drive, Surulere', localGovernment: 'Surulere', state: 'Lagos',
  },
  {
    key: 'ifeoma', email: 'ifeoma.chukwu@alafia.test', fullName: 'Ifeoma Chukwu', gender: 'Female',
    phoneNumber: '+2348067781230', dateOfBirth: '1997-02-21',
    address: '3 Chime Avenue, New Haven', localGovernment: 'Enugu East', state: 'Enugu',
  },
  {
    key: 'sadiq', email: 'sadiq.mohammed@alafia.test', fullName: 'Sadiq Mohammed', gender: 'Male',
    phoneNumber: '+2348036654402', dateOfBirth: '1991-08-15',
    address: '11 Sultan Road, Nassarawa GRA', localGovernment: 'Nassarawa', state: 'Kano',
  },
  {
    key: 'blessing', email: 'blessing.edet@alafia.test', fullName: 'Blessing Edet', gender: 'Female',
    phoneNumber: '+2349059012348', dateOfBirth: '2000-12-09',
    address: '26 Ndidem Usang Iso Road, Calabar', localGovernment: 'Calabar Municipal', state: 'Cross River',
  },
]

export const ADMIN = { email: DEMO_ADMIN_EMAIL, fullName: 'Alafia Admin' }
export const MANAGER = { email: DEMO_MANAGER_EMAIL, fullName: 'Kemi Adesanya' }
