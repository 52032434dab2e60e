// Demo blog posts about mental health in Nigeria, with a few reader comments. Original text written
// for the demo; general information, not medical advice.

export type SeedComment = {
  /** A key from PATIENTS in ./people. */
  by: string
  text: string
  /** How long after the post the comment was written. */
  afterHours: number
}

export type SeedPost = {
  /** Stable key: the post's id is derived from it. */
  slug: string
  title: string
  /** Cover image number: public/images/demo/blog/NN.jpg. */
  cover: number
  daysAgo: number
  views: number
  paragraphs: string[]
  comments: SeedComment[]
}

export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'silence-is-not-strength',
    title: 'Talking about mental health in Nigeria: why silence is not strength',
    cover: 1,
    daysAgo: 168,
    views: 874,
    paragraphs: [
      'Many of us grew up hearing that problems of the mind are best kept inside the house. If you were sad, you were told to pray harder, sleep it off or stop thinking too much. If someone in the family behaved strangely, relatives whispered about spiritual attacks, or about a curse, long before anybody mentioned a doctor.',
      'That silence has a cost. Depression, anxiety and trauma are common everywhere in the world, and Nigeria is no exception. Add the daily pressures of rising prices, insecurity, unemployment and long commutes, and it is no surprise that so many people feel worn down. Yet most of them never speak to a professional, and many never tell even one friend.',
      'Part of the reason is stigma. People fear being called "mad", losing a job or spoiling the family name before a marriage. Part of it is access: the country has only a few hundred psychiatrists for a population of more than two hundred million, and most of them work in a handful of cities.',
      'Things are changing. The National Mental Health Act signed in 2023 replaced the colonial-era Lunacy Act and recognises the rights of people living with mental illness. Young Nigerians talk more openly online about therapy, and more counsellors now offer sessions by video, so distance matters less than before.',
      'Speaking up does not mean you are weak. It takes real strength to say "I am not coping" to someone you trust. If you recognise yourself in these words, start small: tell one person, write down what you have been feeling for the past two weeks, or book a single session with a counsellor to see what it is like.',
      'And if you are the one being told, listen without judging. You do not need to have the answers. Saying "thank you for telling me, how can I help?" can be the beginning of someone\'s recovery.',
    ],
    comments: [
      { by: 'chioma', afterHours: 20, text: 'This is so true. My mum still thinks therapy is for "oyinbo people", but I started last year and it has helped me a lot.' },
      { by: 'sadiq', afterHours: 46, text: 'The part about the family name before marriage is real. Thank you for writing this.' },
      { by: 'blessing', afterHours: 130, text: 'Shared with my church WhatsApp group. We need more conversations like this.' },
    ],
  },
  {
    slug: 'stress-on-the-road',
    title: 'Four hours in traffic: protecting your peace on the Lagos commute',
    cover: 2,
    daysAgo: 150,
    views: 612,
    paragraphs: [
      'For many Lagosians the working day begins before sunrise and ends long after dark, with hours spent in danfo buses, BRT queues or a car crawling over the Third Mainland Bridge. That time is not just lost; constant noise, heat, uncertainty and near-misses keep the body in a state of alert.',
      'When the stress response is switched on for hours every day, it shows up as irritability, headaches, poor sleep and a short temper with the people we love most. Many people arrive home too tired to talk and leave again before their children wake.',
      'You cannot fix the traffic, but you can change what the commute does to you. Try to reclaim a small part of it: a podcast or audiobook you actually enjoy, a playlist that calms rather than excites, or a short breathing exercise at each bus stop. Breathing in for four counts and out for six, a few times, tells the body that it is safe.',
      'If you can, speak with your employer about flexible hours or some days of remote work. Leaving an hour earlier or later can cut the journey dramatically, and many organisations discovered during the pandemic that flexibility does not hurt productivity.',
      'Finally, notice when the stress is no longer only about the road. If you dread every day, feel hopeless most of the time or find yourself snapping at everyone, it may be time to talk to someone. A counsellor can help you find patterns and solutions that are hard to see from inside the bus.',
    ],
    comments: [
      { by: 'tunde', afterHours: 8, text: 'Ikorodu to Marina every day. The breathing tip actually works, I tried it this morning.' },
      { by: 'chioma', afterHours: 30, text: 'Audiobooks saved my sanity on the Lekki-Epe expressway.' },
    ],
  },
  {
    slug: 'japa-and-the-ones-left-behind',
    title: 'Japa and the ones left behind: coping with distance and loneliness',
    cover: 3,
    daysAgo: 131,
    views: 733,
    paragraphs: [
      'In the past few years, many Nigerian families have watched children, siblings and friends relocate abroad. We celebrate the visas and the send-forth parties, but we rarely talk about what happens afterwards, both to those who leave and to those who stay.',
      'For the people who remain, there can be a quiet grief. Sunday lunches are smaller, the friend who always picked up the phone is now five hours behind, and there is sometimes a feeling of being left behind or of having failed because you did not travel too.',
      'For those who leave, the picture is often harder than the photos suggest. New jobs, cold weather, unfamiliar systems and the pressure to send money home can combine into deep loneliness. Many are ashamed to admit they are struggling because everyone at home believes they have made it.',
      'Staying connected takes intention. Schedule regular calls rather than waiting for a free moment that never comes. Share ordinary things, not only news, such as a photo of what you cooked or a voice note about your day. Small, frequent contact keeps relationships alive better than rare long calls.',
      'Be honest about money. Many relationships across borders are strained by unspoken expectations. A kind but clear conversation about what can and cannot be sent protects both sides from resentment.',
      'If you are the one who moved, look for community where you are: a church, mosque, Nigerian association or sports group. And if sadness lasts for weeks, remember that online therapy works across time zones. You can speak with a counsellor who understands where you come from, wherever you are now.',
    ],
    comments: [
      { by: 'ifeoma', afterHours: 12, text: 'Three of my closest friends left in one year. Nobody prepared me for how empty it would feel.' },
      { by: 'tunde', afterHours: 50, text: 'My brother in Manchester finally admitted he was depressed. We now have a call every Saturday. Good advice here.' },
      { by: 'blessing', afterHours: 76, text: 'The part about money expectations is so important.' },
      { by: 'chioma', afterHours: 98, text: 'Saving this for my cousin who just relocated to Canada.' },
    ],
  },
  {
    slug: 'exam-pressure',
    title: 'Exam pressure: supporting young people through WAEC, JAMB and university',
    cover: 4,
    daysAgo: 117,
    views: 541,
    paragraphs: [
      'Every year, hundreds of thousands of young Nigerians sit WAEC, NECO and UTME examinations that can shape the next years of their lives. For many students, and their parents, the months before these exams are among the most stressful they have known.',
      'A little stress can help a student focus. Too much does the opposite. Watch for signs such as poor sleep, loss of appetite, frequent headaches or stomach aches, crying spells, withdrawal from friends, or statements like "I am useless" or "I will never pass".',
      'Parents can help by keeping expectations realistic and by separating a child\'s worth from their score. Comparing them with a cousin who scored 300 in JAMB rarely motivates anyone; it usually adds shame. Ask instead what support they need: a quiet place to study, a lesson teacher for one difficult subject, or simply a break.',
      'Good study habits reduce anxiety. Short, focused sessions with rest in between, practice with past questions under timed conditions and enough sleep the night before an exam all work better than all-night reading.',
      'University brings new pressures: strikes that extend a four-year course, money worries, hostel life and the freedom to make mistakes far from home. Students who feel overwhelmed should know that many institutions have counselling units, and that speaking with a counsellor is a sign of maturity, not weakness.',
      'If a young person ever talks about not wanting to live, take it seriously. Stay with them, remove anything they could use to harm themselves and get help immediately from a hospital or a trusted professional.',
    ],
    comments: [
      { by: 'blessing', afterHours: 6, text: 'I wish my parents had read this when I was writing JAMB. The comparison with cousins is so real.' },
      { by: 'sadiq', afterHours: 70, text: 'My younger sister is writing WAEC this year. Sending this to my mum.' },
    ],
  },
  {
    slug: 'after-the-funeral',
    title: 'Grief after the funeral: when everyone else has gone home',
    cover: 5,
    daysAgo: 102,
    views: 468,
    paragraphs: [
      'Nigerian funerals are often large and busy. There are relatives to host, rites to perform and a celebration of life to organise. For weeks, the bereaved family is surrounded by people. Then everyone returns to their own lives, and the real silence begins.',
      'Grief does not follow a neat timetable. Some days feel almost normal, and then a song, a smell or an empty chair brings the pain back as if it were the first day. This is not going backwards. It is how grief works.',
      'Grief can also come with feelings that people are ashamed to mention: anger at the person who died, guilt about things left unsaid, or even relief after a long illness. All of these are normal responses to loss.',
      'For widows in particular, grief may be complicated by pressure from in-laws, disputes over property or harmful customs. If you are facing this, know that you have rights, and that seeking legal advice and emotional support at the same time is wise.',
      'Support a grieving friend by showing up after the crowds have left. Visit in the third month, not only the first week. Mention the person by name. Offer something specific, like bringing food on Thursday or driving the children to school, rather than "let me know if you need anything".',
      'If, months later, grief still makes it impossible to work, sleep or care for yourself, a grief counsellor can help you carry the loss in a way that lets life continue.',
    ],
    comments: [
      { by: 'ifeoma', afterHours: 28, text: 'We buried my father in March. The third month was the hardest and nobody came. Thank you for this.' },
      { by: 'tunde', afterHours: 55, text: 'Visiting in the third month, not only the first week. I will remember that.' },
      { by: 'chioma', afterHours: 200, text: 'Sending love to everyone reading this while grieving.' },
    ],
  },
  {
    slug: 'faith-and-therapy',
    title: 'Faith and therapy can work together',
    cover: 6,
    daysAgo: 88,
    views: 389,
    paragraphs: [
      'Faith is central to life for most Nigerians, whether Christian, Muslim or traditional. When we are troubled, our first step is often to pray or to speak with a pastor, imam or elder. That instinct is good: faith communities offer meaning, hope and practical support.',
      'Problems arise only when prayer is treated as the only acceptable answer, or when mental illness is automatically labelled as a spiritual attack. People have been kept away from treatment for years, sometimes chained or beaten in the name of deliverance, when a doctor or counsellor could have helped.',
      'Seeing a therapist does not mean abandoning your faith. A good counsellor will respect your beliefs and can even help you draw strength from them. Some counsellors on Alafia specialise in faith-based or pastoral counselling for exactly this reason.',
      'Religious leaders have a powerful role to play. When a pastor or imam tells a congregation that depression is an illness and that seeking treatment is wise, it gives people permission to get help. Some churches and mosques now partner with counsellors and invite them to speak.',
      'Prayer and professional care are not competitors. Many people find that they need both: their faith to hold them steady and a trained professional to help them understand what is happening and how to get better.',
    ],
    comments: [
      { by: 'blessing', afterHours: 15, text: 'Our pastor invited a counsellor to speak last month and the hall was full. People are ready for this conversation.' },
      { by: 'sadiq', afterHours: 40, text: 'Alhamdulillah, I found a counsellor who respects my faith. It made all the difference.' },
      { by: 'ifeoma', afterHours: 90, text: 'Both/and, not either/or. Well said.' },
      { by: 'tunde', afterHours: 150, text: 'More religious leaders need to read this.' },
      { by: 'chioma', afterHours: 260, text: 'Beautiful and balanced article.' },
    ],
  },
  {
    slug: 'after-the-baby',
    title: 'After the baby: postpartum depression and what families should know',
    cover: 7,
    daysAgo: 74,
    views: 655,
    paragraphs: [
      'A new baby is usually greeted with joy, visitors and omugwo, the tradition of a grandmother coming to help the new mother. It can therefore be confusing and frightening when a mother feels sad, empty or anxious instead of happy.',
      'Many women experience the "baby blues" in the first two weeks after birth: tearfulness, mood swings and exhaustion that pass on their own. Postpartum depression is different. It lasts longer, feels heavier and can make it hard to care for oneself or the baby.',
      'Signs include persistent low mood, loss of interest in things that used to bring pleasure, feeling disconnected from the baby, intense guilt, changes in sleep beyond what a newborn causes, and frightening thoughts of harm. Some mothers experience mainly anxiety and panic rather than sadness.',
      'Postpartum depression is not a sign of weakness, a lack of love for the child or a spiritual problem. It is a recognised medical condition linked to hormonal changes, lack of sleep, past mental health difficulties and stress, and it is treatable.',
      'Partners and relatives can help by taking night feeds where possible, protecting the mother\'s sleep, limiting the stream of visitors and listening without judgement. Comments such as "other women cope, why can\'t you?" do real harm.',
      'If you are worried about yourself or someone close to you, speak to the doctor or nurse at the antenatal or postnatal clinic, or book a session with a counsellor. If a mother has thoughts of harming herself or her baby, seek urgent help at a hospital the same day.',
    ],
    comments: [
      { by: 'ifeoma', afterHours: 10, text: 'I had this after my first child and thought I was a terrible mother. I wish I had known it had a name.' },
      { by: 'chioma', afterHours: 34, text: 'Forwarding to my sister-in-law. Thank you.' },
    ],
  },
  {
    slug: 'young-people-and-drugs',
    title: 'Codeine, tramadol and beyond: drug use among young people',
    cover: 8,
    daysAgo: 60,
    views: 802,
    paragraphs: [
      'Drug use among young Nigerians is a growing concern across the country, in cities and villages alike. Cough syrups containing codeine, tramadol, cannabis and a range of newer substances are easy to obtain and often misunderstood as harmless.',
      'Young people use drugs for many reasons: curiosity, peer pressure, boredom, unemployment, to cope with stress or trauma, or simply to feel something different. Understanding the reason matters, because recovery depends on addressing it.',
      'Warning signs include sudden changes in friends, falling grades or performance at work, money or valuables going missing, unusual sleepiness or agitation, red eyes, secrecy and loss of interest in family life. One sign alone proves nothing, but a pattern deserves a calm conversation.',
      'When you talk to a young person you suspect is using drugs, avoid shouting, insults or threats. These usually push the problem underground. Say what you have noticed, express concern and ask open questions. The goal of the first conversation is trust, not a confession.',
      'Dependence is a health condition, not a moral failure. Stopping some substances suddenly can be dangerous, so medical guidance is important. Counselling, family support and, where needed, a rehabilitation programme give the best chance of lasting recovery.',
      'Families also need support. Living with someone who uses drugs is exhausting and can lead to anger, shame and hopelessness. Speaking with a counsellor yourself is not giving up on your loved one; it helps you stay strong enough to help.',
    ],
    comments: [
      { by: 'sadiq', afterHours: 5, text: 'The codeine problem in the north is serious. We need more articles like this in Hausa too.' },
      { by: 'tunde', afterHours: 26, text: 'My cousin is in recovery now. Counselling for the whole family was what finally worked.' },
      { by: 'blessing', afterHours: 48, text: 'The advice about not shouting is hard but true.' },
      { by: 'ifeoma', afterHours: 120, text: 'Very helpful, thank you Alafia.' },
    ],
  },
  {
    slug: 'burnout-at-work',
    title: 'Burnout at work: recognising it before it breaks you',
    cover: 9,
    daysAgo: 45,
    views: 590,
    paragraphs: [
      'Long hours, unpaid overtime, side hustles on weekends and the constant fear of losing a job in a tough economy: for many Nigerian workers, exhaustion has become normal. But there is a difference between being tired and being burnt out.',
      'Burnout develops slowly. It shows up as emotional exhaustion that rest does not fix, growing cynicism about your work and the people you serve, and a sense that nothing you do makes a difference. Many people also notice headaches, stomach problems and frequent illness.',
      'Bankers, health workers, teachers and people in customer-facing jobs are especially at risk, but anyone can burn out, including stay-at-home parents and people running their own small businesses.',
      'Recovery starts with honesty about your limits. List what drains you and what restores you, and protect at least some time each week for the second list. Learn to say no to tasks that are not yours, and to ask for help with those that are.',
      'Employers have a responsibility too. Reasonable workloads, clear expectations, fair pay and managers who notice when staff are struggling prevent far more sick days than any end-of-year party.',
      'If you have reached the point where you dread every morning, cry often or feel numb, talk to a counsellor. Burnout can overlap with depression and anxiety, and getting help early makes recovery faster.',
    ],
    comments: [
      { by: 'tunde', afterHours: 3, text: 'Banker here. Every single symptom. Booking a session this week.' },
      { by: 'chioma', afterHours: 18, text: 'The list of what drains you and what restores you is a great exercise. Doing it tonight.' },
      { by: 'sadiq', afterHours: 60, text: 'Employers should read this, not just employees.' },
    ],
  },
  {
    slug: 'choosing-a-therapist',
    title: 'How to choose a therapist who fits you',
    cover: 10,
    daysAgo: 30,
    views: 427,
    paragraphs: [
      'Deciding to start therapy is a big step. The next question is often: with whom? The relationship between you and your therapist is one of the strongest predictors of whether therapy helps, so it is worth choosing carefully.',
      'Start with what you need help with. Someone struggling with a marriage may look for a family and marriage counsellor; a parent worried about a teenager may prefer an adolescent specialist; someone recovering from drug use may need a substance abuse counsellor. Specialties listed on a profile are a good first filter.',
      'Consider practical matters too: the fee per hour, the times they are available, and whether you would feel more comfortable with a man or a woman, or with someone who speaks your language or shares your faith. There is no wrong preference.',
      'Check credentials. On Alafia, a verified badge means our team has reviewed the therapist\'s documents. Years of experience matter, but so does warmth: a younger counsellor who listens well may suit you better than a senior one who does not.',
      'Your first session is partly an interview. Notice whether you feel heard, respected and safe. It is normal to feel nervous, but if after two or three sessions you still feel judged or misunderstood, it is perfectly acceptable to try someone else.',
      'Good therapy is a partnership. Come with honesty, ask questions about how the therapist works and give the process a little time. Change rarely happens in one hour, but it does happen.',
    ],
    comments: [
      { by: 'blessing', afterHours: 22, text: 'I did not know I could change therapists if it was not working. Good to know.' },
      { by: 'chioma', afterHours: 41, text: 'The first session as an interview is a helpful way to think about it.' },
    ],
  },
  {
    slug: 'childrens-anxiety',
    title: 'When children worry: helping young ones cope with anxiety',
    cover: 11,
    daysAgo: 17,
    views: 214,
    paragraphs: [
      'Children worry too, but they rarely say "I am anxious". Instead, they complain of stomach aches before school, cling to a parent, have nightmares, throw tantrums over small changes or refuse to try new things.',
      'Some worry is a normal part of growing up: fear of the dark, of strangers or of being separated from parents comes and goes at different ages. It becomes a concern when it lasts for months, stops a child from doing ordinary things or takes over family life.',
      'Children pick up on the stress around them. Conflict at home, a move to a new school, a parent travelling abroad, news of kidnappings or a death in the family can all trigger anxiety, even when adults think the child did not notice.',
      'Help by staying calm yourself and naming the feeling: "You seem worried about going to school today." Listen before reassuring. Avoid dismissing the fear, but also avoid letting the child escape every feared situation, because avoidance makes anxiety grow.',
      'Simple routines help: regular sleep, predictable mornings, time to play outside and less screen time before bed. Praise brave behaviour, even small steps.',
      'If worry is affecting your child\'s sleep, schooling or friendships, a child counsellor can teach both of you practical skills. Early support prevents many difficulties later in life.',
    ],
    comments: [
      { by: 'ifeoma', afterHours: 9, text: 'My son had stomach aches every Monday for a term. Now I understand.' },
    ],
  },
  {
    slug: 'money-stress',
    title: 'Money worries and mental health in a tough economy',
    cover: 12,
    daysAgo: 6,
    views: 96,
    paragraphs: [
      'Prices of food, transport and rent have risen sharply, and many households are stretching the same income further every month. It is no wonder that money is one of the most common sources of stress that people bring to counselling.',
      'Financial stress affects the whole person. It disrupts sleep, strains marriages, makes people irritable with their children and can lead to shame, especially for those who feel responsible for supporting parents and siblings.',
      'Talking about money is still taboo in many families. Yet honest conversations, with a spouse or with relatives who expect support, can reduce conflict and help everyone plan. Silence often leads to borrowing, secrecy and resentment.',
      'Focus on what you can control. Write down what comes in and what goes out, even roughly. Cut what you can without guilt, be cautious of quick-money schemes and betting, and look for free or low-cost ways to rest and enjoy life.',
      'If money worries have become constant, if you feel hopeless or find yourself turning to alcohol or other substances to cope, reach out. Many counsellors offer sessions at a range of fees, and a conversation with the right person can make a heavy load feel lighter.',
    ],
    comments: [],
  },
]
