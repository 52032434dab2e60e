// Erasure erases: after an admin deletes a person, their name, email and phone are nowhere in the
// database (every text and JSON column searched), though they booked, paid, commented, had a comment
// moderated and wrote to support. The books (appointment and payment) stay, pointing at the
// anonymised row.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAvailability, createPatient, DEMO_PASSWORD } from '../fixtures/factories'
import { findAnywhere } from '../support/find-anywhere'
import { bookWithSandbox, call, hhmm, lagosDate, logIn } from '../support/http-api'
import { BASE, db, demo, freshTherapist } from './support/target'

describe('erasure erases', () => {
  it('leaves no trace of the name, email or phone of a patient who booked, commented and wrote in', async () => {
    const tag = randomBytes(4).toString('hex')
    const person = { fullName: `Kemi Adebayo${tag}`, email: `erase-me-${tag}@example.test`, phoneNumber: `+234805${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }
    await createPatient(db, person)
    const patient = { ...(await logIn(BASE, person.email, DEMO_PASSWORD)), ...(await db.user.findUniqueOrThrow({ where: { email: person.email }, select: { id: true } })) }
    // A paid session: confirmation emails to both, the therapist's naming the patient.
    const day = lagosDate(7)
    const therapist = await freshTherapist()
    await createAvailability(db, { therapistId: therapist.id, date: day, hours: [10, 11] })
    expect((await bookWithSandbox(BASE, patient.token, { therapistId: therapist.id, appointmentDate: day, slot_start: hhmm(10), slot_end: hhmm(11) })).ok).toBe(true)
    // Two comments: one a manager deletes (the audit log keeps what a moderator removed), one stays up.
    const post = await db.blogPost.findFirstOrThrow({ select: { id: true } })
    const moderated = await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: `Call me on ${person.phoneNumber}.` } })
    const manager = await demo('manager')
    expect((await call(BASE, 'DELETE', `/api/v1/user/delete-comment/${(moderated.body.data as { _id: string })._id}`, { token: manager.token })).status).toBe(200)
    await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: 'Thank you for this.' } })
    // A message to support from them, and one from someone else that names them.
    await db.contactMessage.create({ data: { fullName: person.fullName, email: person.email, message: 'Please call me back.' } })
    await db.contactMessage.create({ data: { fullName: 'Bola Ade', email: `bola-${tag}@example.test`, message: `My friend ${person.fullName} (${person.phoneNumber}) needs help.` } })
    for (const needle of Object.values(person)) expect((await findAnywhere(db, needle)).length, needle).toBeGreaterThan(0)

    const admin = await demo('admin')
    expect((await call(BASE, 'DELETE', `/api/v1/admin/admin-delete-user/${patient.id}`, { token: admin.token })).status).toBe(200)

    for (const needle of Object.values(person)) expect(await findAnywhere(db, needle), needle).toEqual([])
    const booked = await db.appointment.findFirstOrThrow({ where: { patientId: patient.id }, include: { payments: true } })
    expect(booked.payments.map((payment) => payment.status)).toEqual(['Paid'])
  })
})
