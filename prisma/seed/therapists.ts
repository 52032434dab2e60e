// Demo therapists: invented people with names from across Nigeria. Pure data (no database access):
// scripts/generate-demo-images.mjs reads it too, to draw each portrait's initials.
import type { Specialty } from '../../lib/specialties'
import type { NigerianState } from '../../lib/nigeria'
import type { Language } from '../../lib/languages'
import type { FaithApproach } from '../../lib/faith'

export type SeedTherapist = {
  /** Portrait number: public/images/demo/therapists/NN.jpg. */
  photo: number
  title?: 'Dr.'
  firstName: string
  lastName: string
  /** Overrides the firstname.lastname@alafia.test address (the fixed demo login). */
  email?: string
  gender: 'Male' | 'Female'
  state: NigerianState
  localGovernment: string
  address: string
  phoneNumber: string
  specialties: Specialty[]
  feeNaira: number
  yearsOfExperience: number
  verified: boolean
  /**
   * Languages they hold sessions in: English for everyone, and the language of their name and region
   * (Other for one the list does not name: Edo, Ijaw, Ibibio, Kalabari, Fulfulde); Nigerian Pidgin
   * mostly in the south-south and Lagos; French for a few near the borders or trained abroad.
   */
  languages: Language[]
  /** A faith-based approach, stated by a few only (a pastoral counsellor, Islamic counsellors). */
  faith?: FaithApproach
  bio: string
}

export function therapistFullName(t: Pick<SeedTherapist, 'title' | 'firstName' | 'lastName'>): string {
  return [t.title, t.firstName, t.lastName].filter(Boolean).join(' ')
}

export function therapistEmail(t: Pick<SeedTherapist, 'email' | 'firstName' | 'lastName'>): string {
  return (t.email ?? `${t.firstName}.${t.lastName}@alafia.test`).toLowerCase()
}

export function therapistInitials(t: Pick<SeedTherapist, 'firstName' | 'lastName'>): string {
  return `${t.firstName[0]}${t.lastName[0]}`.toUpperCase()
}

export const DEMO_THERAPIST_EMAIL = 'therapist@alafia.test'

export const THERAPISTS: SeedTherapist[] = [
  {
    photo: 1, title: 'Dr.', firstName: 'Adaeze', lastName: 'Okafor', email: DEMO_THERAPIST_EMAIL, gender: 'Female',
    state: 'Lagos', localGovernment: 'Ikeja', address: '22 Allen Avenue, Ikeja', phoneNumber: '+2348034127765',
    specialties: ['Clinical Counseling', 'Mental Health Counselor', 'Crisis Counseling'],
    feeNaira: 45_000, yearsOfExperience: 14, verified: true,
    languages: ['English', 'Igbo', 'Pidgin'],
    bio: 'Clinical psychologist trained at the University of Nigeria, Nsukka, with fourteen years in hospital and private practice. I help adults living with anxiety, depression and panic attacks, using cognitive behavioural therapy adapted to everyday Nigerian realities. Sessions are warm, structured and strictly confidential.',
  },
  {
    photo: 2, firstName: 'Oluwaseun', lastName: 'Adebayo', gender: 'Male',
    state: 'Lagos', localGovernment: 'Surulere', address: '8 Bode Thomas Street, Surulere', phoneNumber: '+2348062231904',
    specialties: ['Career Counseling', 'College Counseling', 'Mental Health Counselor'],
    feeNaira: 20_000, yearsOfExperience: 6, verified: true,
    languages: ['English', 'Yoruba', 'Pidgin'],
    bio: 'I work with graduates, NYSC members and young professionals who feel stuck, anxious about the future or burnt out by work. Together we untangle what you want from what is expected of you, and build a plan you can actually follow.',
  },
  {
    photo: 3, title: 'Dr.', firstName: 'Ngozi', lastName: 'Nwosu', gender: 'Female',
    state: 'Enugu', localGovernment: 'Enugu North', address: '15 Ogui Road, Enugu', phoneNumber: '+2348037749012',
    specialties: ['Family & Marriage Counseling', 'Couples Counseling'],
    feeNaira: 35_000, yearsOfExperience: 18, verified: true,
    languages: ['English', 'Igbo'], faith: 'Christian',
    bio: 'Marriage and family therapist with eighteen years of experience supporting couples through conflict, infidelity, infertility and the pressures of the extended family. I believe every partner deserves to be heard, and I help couples rebuild trust one honest conversation at a time.',
  },
  {
    photo: 4, firstName: 'Ibrahim', lastName: 'Musa', gender: 'Male',
    state: 'Kano', localGovernment: 'Nassarawa', address: '3 Zaria Road, Nassarawa GRA', phoneNumber: '+2348065518733',
    specialties: ['Substance Abuse & Behavioral Disorder', 'Rehabilitation Counselor'],
    feeNaira: 25_000, yearsOfExperience: 11, verified: true,
    languages: ['English', 'Hausa'],
    bio: 'Addiction counsellor who has spent over a decade helping people recover from tramadol, codeine, cannabis and alcohol dependence. I work with the person and, where they agree, with their family. Recovery is possible, and relapse is a setback, not the end.',
  },
  {
    photo: 5, firstName: 'Efosa', lastName: 'Igbinedion', gender: 'Male',
    state: 'Edo', localGovernment: 'Oredo', address: '41 Sapele Road, Benin City', phoneNumber: '+2348023316640',
    specialties: ['Anger Management Counseling', 'Mental Health Counselor', 'Couples Counseling'],
    feeNaira: 18_000, yearsOfExperience: 7, verified: true,
    languages: ['English', 'Pidgin', 'Other'],
    bio: 'I help men and women who feel their temper is costing them relationships, jobs or peace of mind. Using practical, evidence-based techniques, we learn to notice anger early and respond instead of react.',
  },
  {
    photo: 6, firstName: 'Ebiere', lastName: 'Ekiyor', gender: 'Female',
    state: 'Bayelsa', localGovernment: 'Yenagoa', address: '10 Mbiama-Yenagoa Road, Yenagoa', phoneNumber: '+2348139027751',
    specialties: ['Grief Counseling', 'Crisis Counseling'],
    feeNaira: 15_000, yearsOfExperience: 5, verified: true,
    languages: ['English', 'Pidgin', 'Other'],
    bio: 'Grief counsellor supporting people after the death of a loved one, a miscarriage or a sudden loss. I offer a calm space to speak about what is often left unsaid after the funeral is over.',
  },
  {
    photo: 7, firstName: 'Emem', lastName: 'Bassey', gender: 'Female',
    state: 'Cross River', localGovernment: 'Calabar Municipal', address: '27 Marian Road, Calabar', phoneNumber: '+2347036654218',
    specialties: ['Child Counseling', 'Adolescent Counseling', 'Family & Marriage Counseling'],
    feeNaira: 30_000, yearsOfExperience: 12, verified: true,
    languages: ['English', 'Pidgin', 'French'],
    bio: 'Child and adolescent counsellor with twelve years in schools and family practice in Calabar. I help children with worry, bullying, learning difficulties and behaviour changes, and I coach parents on how to support them at home. Play, drawing and storytelling are part of my sessions with younger children.',
  },
  {
    photo: 8, firstName: 'Funmilayo', lastName: 'Adeyemi', gender: 'Female',
    state: 'Oyo', localGovernment: 'Ibadan North', address: '5 Awolowo Avenue, Bodija, Ibadan', phoneNumber: '+2348058823406',
    specialties: ['Eating Disorder', 'Mental Health Counselor', 'Adolescent Counseling'],
    feeNaira: 28_000, yearsOfExperience: 9, verified: true,
    languages: ['English', 'Yoruba'],
    bio: 'I support teenagers and adults struggling with binge eating, restrictive eating and a painful relationship with their bodies. My approach is gentle and non-judgemental, and I work alongside doctors and dietitians when needed.',
  },
  {
    photo: 9, firstName: 'Chukwuemeka', lastName: 'Eze', gender: 'Male',
    state: 'Anambra', localGovernment: 'Awka South', address: '12 Zik Avenue, Awka', phoneNumber: '+2348033370925',
    specialties: ['Faith/Pastoral Counseling', 'Family & Marriage Counseling', 'Grief Counseling'],
    feeNaira: 12_000, yearsOfExperience: 20, verified: true,
    languages: ['English', 'Igbo'], faith: 'Christian',
    bio: 'Pastoral counsellor and ordained minister with twenty years of experience. I welcome people of every faith, or none, who want their beliefs to be respected while they work through marriage difficulties, grief or spiritual distress.',
  },
  {
    photo: 10, firstName: 'Aisha', lastName: 'Bello', gender: 'Female',
    state: 'FCT', localGovernment: 'Abuja Municipal', address: '9 Aminu Kano Crescent, Wuse II, Abuja', phoneNumber: '+2348091146627',
    specialties: ['Mental Health Counselor', 'Crisis Counseling', 'Adolescent Counseling'],
    feeNaira: 22_000, yearsOfExperience: 8, verified: true,
    languages: ['English', 'Hausa'],
    bio: 'Mental health counsellor based in Abuja, working with adults and older teenagers facing anxiety, low mood and overwhelming stress. I speak English and Hausa, and I aim to make therapy feel less intimidating for first-timers.',
  },
  {
    photo: 11, title: 'Dr.', firstName: 'Babatunde', lastName: 'Ogunleye', gender: 'Male',
    state: 'Lagos', localGovernment: 'Eti-Osa', address: '4 Ozumba Mbadiwe Avenue, Victoria Island', phoneNumber: '+2348022019384',
    specialties: ['Clinical Counseling', 'Substance Abuse & Behavioral Disorder'],
    feeNaira: 60_000, yearsOfExperience: 27, verified: true,
    languages: ['English', 'Yoruba', 'French'],
    bio: 'Consultant clinical psychologist with twenty-seven years of practice in teaching hospitals and private clinics. I work with complex depression, trauma and addiction, and I regularly supervise younger clinicians. Sessions are thorough and focused on lasting change.',
  },
  {
    photo: 12, firstName: 'Chiamaka', lastName: 'Obi', gender: 'Female',
    state: 'Lagos', localGovernment: 'Lagos Mainland', address: '31 Herbert Macaulay Way, Yaba', phoneNumber: '+2348168842073',
    specialties: ['Couples Counseling', 'Family & Marriage Counseling'],
    feeNaira: 25_000, yearsOfExperience: 6, verified: true,
    languages: ['English', 'Igbo', 'Pidgin'],
    bio: 'I help dating, engaged and married couples communicate better, handle money conversations and navigate in-law expectations. Premarital sessions are a favourite part of my work.',
  },
  {
    photo: 13, firstName: 'Yusuf', lastName: 'Abdullahi', gender: 'Male',
    state: 'Kaduna', localGovernment: 'Kaduna North', address: '18 Ahmadu Bello Way, Kaduna', phoneNumber: '+2348100547739',
    specialties: ['Career Counseling', 'Anger Management Counseling'],
    feeNaira: 10_000, yearsOfExperience: 3, verified: true,
    languages: ['English', 'Hausa'],
    bio: 'Early-career counsellor focused on young men dealing with unemployment, frustration and pressure to provide. I keep sessions practical and affordable.',
  },
  {
    photo: 14, firstName: 'Osasere', lastName: 'Omoregie', gender: 'Female',
    state: 'Edo', localGovernment: 'Egor', address: '6 Uselu-Lagos Road, Benin City', phoneNumber: '+2348077120456',
    specialties: ['Grief Counseling', 'Mental Health Counselor'],
    feeNaira: 20_000, yearsOfExperience: 10, verified: true,
    languages: ['English', 'Pidgin'],
    bio: 'Counsellor with ten years of experience helping people through bereavement, divorce and other painful endings. I believe grief has no timetable, and I walk with clients at their own pace.',
  },
  {
    photo: 15, firstName: 'Tamunoibi', lastName: 'Briggs', gender: 'Male',
    state: 'Rivers', localGovernment: 'Port Harcourt', address: '14 Aba Road, Port Harcourt', phoneNumber: '+2348035583261',
    specialties: ['Rehabilitation Counselor', 'Substance Abuse & Behavioral Disorder'],
    feeNaira: 30_000, yearsOfExperience: 15, verified: true,
    languages: ['English', 'Pidgin', 'Other'],
    bio: 'Rehabilitation counsellor who has worked with people returning to life after addiction, injury and long illness. I focus on rebuilding routines, relationships and confidence, step by step.',
  },
  {
    photo: 16, firstName: 'Ekaette', lastName: 'Effiong', gender: 'Female',
    state: 'Akwa Ibom', localGovernment: 'Uyo', address: '20 Oron Road, Uyo', phoneNumber: '+2349031178804',
    specialties: ['Child Counseling', 'Eating Disorder'],
    feeNaira: 18_000, yearsOfExperience: 4, verified: true,
    languages: ['English', 'Pidgin', 'Other'],
    bio: 'I work with children and their parents on anxiety, picky or disordered eating, and big feelings that are hard to put into words. Parents are always part of the plan.',
  },
  {
    photo: 17, title: 'Dr.', firstName: 'Kehinde', lastName: 'Oladipo', gender: 'Female',
    state: 'Ogun', localGovernment: 'Abeokuta South', address: '7 Lalubu Street, Oke-Ilewo, Abeokuta', phoneNumber: '+2348036620917',
    specialties: ['Clinical Counseling', 'Eating Disorder', 'Crisis Counseling'],
    feeNaira: 50_000, yearsOfExperience: 22, verified: true,
    languages: ['English', 'Yoruba', 'French'],
    bio: 'Clinical psychologist with twenty-two years of experience in eating disorders, self-harm and severe anxiety. I work closely with psychiatrists when medication is part of care. My aim is to help you feel safe enough to change.',
  },
  {
    photo: 18, firstName: 'Obinna', lastName: 'Okonkwo', gender: 'Male',
    state: 'Imo', localGovernment: 'Owerri Municipal', address: '11 Wetheral Road, Owerri', phoneNumber: '+2348064439180',
    specialties: ['Substance Abuse & Behavioral Disorder', 'Anger Management Counseling', 'Rehabilitation Counselor'],
    feeNaira: 24_000, yearsOfExperience: 9, verified: true,
    languages: ['English', 'Igbo'],
    bio: 'Addiction and behaviour counsellor supporting young adults with drug use, gambling and sports betting problems. I combine motivational interviewing with clear, achievable goals.',
  },
  {
    photo: 19, firstName: 'Zainab', lastName: 'Lawal', gender: 'Female',
    state: 'FCT', localGovernment: 'Bwari', address: '2 Dutse-Bwari Road, Bwari', phoneNumber: '+2348184467302',
    specialties: ['Family & Marriage Counseling', 'Faith/Pastoral Counseling'],
    feeNaira: 15_000, yearsOfExperience: 12, verified: true,
    languages: ['English', 'Hausa'], faith: 'Muslim',
    bio: 'Family counsellor who draws on Islamic and general counselling principles to support couples and families. I offer sessions in English and Hausa, with sensitivity to culture and faith.',
  },
  {
    photo: 20, firstName: 'Olumide', lastName: 'Akinola', gender: 'Male',
    state: 'Oyo', localGovernment: 'Ibadan South-West', address: '16 Ring Road, Ibadan', phoneNumber: '+2348052294418',
    specialties: ['College Counseling', 'Career Counseling', 'Adolescent Counseling'],
    feeNaira: 16_000, yearsOfExperience: 5, verified: true,
    languages: ['English', 'Yoruba'],
    bio: 'I help secondary school leavers and university students with exam stress, course choices and the loneliness that can come with campus life. Parents are welcome to join a session.',
  },
  {
    photo: 21, firstName: 'Adanna', lastName: 'Nwachukwu', gender: 'Female',
    state: 'Rivers', localGovernment: 'Obio/Akpor', address: '5 Rumuola Road, Port Harcourt', phoneNumber: '+2347068815529',
    specialties: ['Grief Counseling', 'Family & Marriage Counseling', 'Mental Health Counselor'],
    feeNaira: 27_000, yearsOfExperience: 13, verified: true,
    languages: ['English', 'Igbo', 'Pidgin'],
    bio: 'Counsellor with thirteen years of experience in bereavement and family therapy. I have a particular interest in widows, who often face grief alongside family disputes and financial strain.',
  },
  {
    photo: 22, title: 'Dr.', firstName: 'Abubakar', lastName: 'Danjuma', gender: 'Male',
    state: 'Plateau', localGovernment: 'Jos North', address: '9 Ahmadu Bello Way, Jos', phoneNumber: '+2348030092876',
    specialties: ['Crisis Counseling', 'Substance Abuse & Behavioral Disorder', 'Clinical Counseling'],
    feeNaira: 40_000, yearsOfExperience: 19, verified: true,
    languages: ['English', 'Hausa'], faith: 'Interfaith',
    bio: 'Psychologist with nineteen years of experience in trauma and crisis care, including work with people affected by communal violence and displacement. I offer steady, practical support when life feels unsafe.',
  },
  {
    photo: 23, firstName: 'Omotola', lastName: 'Fashola', gender: 'Female',
    state: 'Lagos', localGovernment: 'Kosofe', address: '25 Ikorodu Road, Ketu', phoneNumber: '+2348126653097',
    specialties: ['Couples Counseling', 'Anger Management Counseling'],
    feeNaira: 32_000, yearsOfExperience: 8, verified: true,
    languages: ['English', 'Yoruba'],
    bio: 'I work with couples caught in cycles of arguments, silent treatment and resentment. We learn to fight fair, repair after conflict and rediscover friendship in the relationship.',
  },
  {
    photo: 24, firstName: 'Ikenna', lastName: 'Agu', gender: 'Male',
    state: 'Enugu', localGovernment: 'Nsukka', address: '3 Odenigbo Road, Nsukka', phoneNumber: '+2348145520381',
    specialties: ['Adolescent Counseling', 'Child Counseling', 'College Counseling'],
    feeNaira: 14_000, yearsOfExperience: 4, verified: true,
    languages: ['English', 'Igbo', 'Pidgin'],
    bio: 'Counsellor for teenagers and young students dealing with peer pressure, social media, identity questions and low self-esteem. Relaxed sessions where young people can speak freely.',
  },
  {
    photo: 25, firstName: 'Halima', lastName: 'Sani', gender: 'Female',
    state: 'Kaduna', localGovernment: 'Kaduna South', address: '14 Kachia Road, Kaduna', phoneNumber: '+2348067703315',
    specialties: ['Mental Health Counselor', 'Grief Counseling'],
    feeNaira: 12_000, yearsOfExperience: 3, verified: true,
    languages: ['English', 'Hausa'],
    bio: 'Mental health counsellor offering affordable sessions for low mood, worry and loss. I speak Hausa and English and I am especially keen to support women who have never spoken to anyone before.',
  },
  {
    photo: 26, firstName: 'Osagie', lastName: 'Ehigiator', gender: 'Male',
    state: 'Edo', localGovernment: 'Oredo', address: '33 Airport Road, Benin City', phoneNumber: '+2348028841176',
    specialties: ['Rehabilitation Counselor', 'Career Counseling'],
    feeNaira: 19_000, yearsOfExperience: 10, verified: true,
    languages: ['English', 'Pidgin'],
    bio: 'Rehabilitation and career counsellor who supports returnees, people leaving prison and those rebuilding after long unemployment. I help clients set realistic goals and find their footing again.',
  },
  {
    photo: 27, title: 'Dr.', firstName: 'Folasade', lastName: 'Ogundipe', gender: 'Female',
    state: 'Osun', localGovernment: 'Osogbo', address: '8 Gbongan Road, Osogbo', phoneNumber: '+2348033318562',
    specialties: ['Eating Disorder', 'Clinical Counseling', 'Adolescent Counseling'],
    feeNaira: 55_000, yearsOfExperience: 24, verified: true,
    languages: ['English', 'Yoruba', 'French'],
    bio: 'Clinical psychologist with twenty-four years of experience treating eating disorders, obsessive-compulsive symptoms and anxiety in teenagers and adults. I use family-based treatment and cognitive behavioural therapy.',
  },
  {
    photo: 28, firstName: 'Boma', lastName: 'Georgewill', gender: 'Male',
    state: 'Rivers', localGovernment: 'Port Harcourt', address: '19 Olu Obasanjo Road, Port Harcourt', phoneNumber: '+2348174492608',
    specialties: ['Anger Management Counseling', 'Couples Counseling'],
    feeNaira: 22_000, yearsOfExperience: 7, verified: true,
    languages: ['English', 'Pidgin'],
    bio: 'I help people who want to stop shouting, breaking things or shutting down when they are upset. Many of my clients come with their partners, and we work on calmer ways of living together.',
  },
  {
    photo: 29, firstName: 'Nkechi', lastName: 'Ibe', gender: 'Female',
    state: 'Abia', localGovernment: 'Umuahia North', address: '6 Library Avenue, Umuahia', phoneNumber: '+2348039976154',
    specialties: ['Child Counseling', 'Family & Marriage Counseling'],
    feeNaira: 17_000, yearsOfExperience: 6, verified: true,
    languages: ['English', 'Igbo'],
    bio: 'Family counsellor helping parents and children through separation, blended families and difficult behaviour at home. I keep the child at the centre of every plan.',
  },
  {
    photo: 30, firstName: 'Aminu', lastName: 'Garba', gender: 'Male',
    state: 'Kano', localGovernment: 'Tarauni', address: '22 Maiduguri Road, Kano', phoneNumber: '+2348060315847',
    specialties: ['Faith/Pastoral Counseling', 'Mental Health Counselor', 'Family & Marriage Counseling'],
    feeNaira: 10_000, yearsOfExperience: 16, verified: true,
    languages: ['English', 'Hausa'], faith: 'Muslim',
    bio: 'Counsellor and Islamic scholar with sixteen years of experience supporting families and individuals. I combine faith-sensitive guidance with modern counselling methods, in Hausa or English.',
  },
  {
    photo: 31, firstName: 'Toyin', lastName: 'Olatunji', gender: 'Female',
    state: 'Kwara', localGovernment: 'Ilorin West', address: '10 Taiwo Road, Ilorin', phoneNumber: '+2348108836620',
    specialties: ['Career Counseling', 'Mental Health Counselor'],
    feeNaira: 18_000, yearsOfExperience: 5, verified: true,
    languages: ['English', 'Yoruba'],
    bio: 'I support women balancing careers, caregiving and high expectations. We work on burnout, confidence and setting boundaries without guilt.',
  },
  {
    photo: 32, firstName: 'Etim', lastName: 'Okon', gender: 'Male',
    state: 'Cross River', localGovernment: 'Calabar South', address: '4 Mayne Avenue, Calabar', phoneNumber: '+2348053347109',
    specialties: ['Grief Counseling', 'Crisis Counseling'],
    feeNaira: 26_000, yearsOfExperience: 11, verified: true,
    languages: ['English', 'Pidgin'],
    bio: 'Crisis and grief counsellor with eleven years of experience, including hospital work with families after sudden deaths and road accidents. I offer steady support in the hardest weeks.',
  },
  {
    photo: 33, title: 'Dr.', firstName: 'Uchechukwu', lastName: 'Nnadi', gender: 'Male',
    state: 'Enugu', localGovernment: 'Enugu South', address: '21 Agbani Road, Enugu', phoneNumber: '+2348037721493',
    specialties: ['Clinical Counseling', 'Substance Abuse & Behavioral Disorder', 'Anger Management Counseling', 'Crisis Counseling'],
    feeNaira: 48_000, yearsOfExperience: 21, verified: true,
    languages: ['English', 'Igbo'],
    bio: 'Clinical psychologist with twenty-one years of experience in addiction, aggression and trauma. I have worked in psychiatric hospitals, prisons and private practice. I am direct, respectful and focused on results.',
  },
  {
    photo: 34, firstName: 'Bisola', lastName: 'Adeniran', gender: 'Female',
    state: 'Lagos', localGovernment: 'Ikeja', address: '12 Opebi Road, Ikeja', phoneNumber: '+2348187720934',
    specialties: ['Adolescent Counseling', 'College Counseling', 'Eating Disorder'],
    feeNaira: 23_000, yearsOfExperience: 7, verified: true,
    languages: ['English', 'Yoruba', 'Pidgin'],
    bio: 'I work with teenagers and university students on anxiety, body image and academic pressure. Sessions are honest and relaxed, and young people tell me they feel listened to.',
  },
  // Awaiting verification.
  {
    photo: 35, firstName: 'Timipre', lastName: 'Oweibo', gender: 'Male',
    state: 'Bayelsa', localGovernment: 'Yenagoa', address: '7 Azikoro Road, Yenagoa', phoneNumber: '+2348141103657',
    specialties: ['Mental Health Counselor'],
    feeNaira: 15_000, yearsOfExperience: 2, verified: false,
    languages: ['English', 'Pidgin'],
    bio: 'Recently qualified counsellor offering supportive sessions for stress, low mood and loneliness. I am passionate about making mental health care reachable in the Niger Delta.',
  },
  {
    photo: 36, firstName: 'Hauwa', lastName: 'Umar', gender: 'Female',
    state: 'FCT', localGovernment: 'Gwagwalada', address: '5 Hospital Road, Gwagwalada', phoneNumber: '+2348090228814',
    specialties: ['Child Counseling', 'Adolescent Counseling'],
    feeNaira: 13_000, yearsOfExperience: 3, verified: false,
    languages: ['English', 'Hausa', 'Other'], faith: 'Muslim',
    bio: 'Child and adolescent counsellor supporting young people with worry, school refusal and family changes. I speak English, Hausa and Fulfulde.',
  },
  {
    photo: 37, firstName: 'Ifeanyi', lastName: 'Ugwu', gender: 'Male',
    state: 'Ebonyi', localGovernment: 'Abakaliki', address: '13 Ogoja Road, Abakaliki', phoneNumber: '+2347039914425',
    specialties: ['Couples Counseling', 'Family & Marriage Counseling'],
    feeNaira: 20_000, yearsOfExperience: 4, verified: false,
    languages: ['English', 'Igbo'],
    bio: 'Couples counsellor helping partners improve communication and resolve long-standing conflicts. I also run premarital sessions for engaged couples.',
  },
  {
    photo: 38, firstName: 'Ese', lastName: 'Okotie', gender: 'Female',
    state: 'Delta', localGovernment: 'Warri South', address: '17 Airport Road, Warri', phoneNumber: '+2348162207593',
    specialties: ['Grief Counseling', 'Faith/Pastoral Counseling'],
    feeNaira: 11_000, yearsOfExperience: 2, verified: false,
    languages: ['English', 'Pidgin'],
    bio: 'Faith-based counsellor supporting people through loss and life transitions. I respect every belief and never impose my own.',
  },
  {
    photo: 39, firstName: 'Adewale', lastName: 'Ojo', gender: 'Male',
    state: 'Ondo', localGovernment: 'Akure South', address: '24 Oyemekun Road, Akure', phoneNumber: '+2348065542270',
    specialties: ['Career Counseling', 'College Counseling'],
    feeNaira: 16_000, yearsOfExperience: 5, verified: false,
    languages: ['English', 'Yoruba'],
    bio: 'Career and student counsellor helping young people choose courses, prepare for interviews and cope with rejection. I have worked with several secondary schools in Ondo State.',
  },
  {
    photo: 40, firstName: 'Itohan', lastName: 'Osazuwa', gender: 'Female',
    state: 'Edo', localGovernment: 'Ikpoba-Okha', address: '9 Sokponba Road, Benin City', phoneNumber: '+2348039928761',
    specialties: ['Eating Disorder', 'Mental Health Counselor'],
    feeNaira: 18_000, yearsOfExperience: 3, verified: false,
    languages: ['English', 'Pidgin'],
    bio: 'Counsellor with a special interest in body image, emotional eating and self-worth. I offer a warm, unhurried space to talk about food and feelings.',
  },
]
