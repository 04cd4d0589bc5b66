import type { ServerMessage } from '../../../i18n/catalogues';

/** An article Sparked ships: its texts are the catalogue's, with the English in the code. */
export interface SeededArticle {
  id: string;
  question: ServerMessage;
  phrasings: string[];
  answer: ServerMessage;
  link?: { label: ServerMessage; href: string };
}

/**
 * The help articles Sparked ships (the spec and the README), seeded into Janus's knowledge base.
 * Their texts are in the catalogue, so each reads in the reader's language while staff have not
 * edited it (`inReadersLanguage`); the phrasings are what retrieval matches, in English. Answers
 * use only the markdown the widget renders (spec §2): `-` bullets, inline code, fenced code and
 * links.
 */
export const seededArticles: readonly SeededArticle[] = [
  {
    id: 'sign-in',
    question: /*i18n*/ {
      id: 'help-article.sign-in.question',
      message: 'How do I sign in to Sparked?',
    },
    phrasings: ['where is the login page', 'how to log in with my email', 'sign in page'],
    answer: /*i18n*/ {
      id: 'help-article.sign-in.answer',
      message:
        'Open [the sign-in page](/sign-in) and enter the email and password of your account. Sign-in goes through the Sparked single sign-on service, so one account works for every part of the platform.\n- After 10 failed attempts in 15 minutes an account is paused for a while, to stop password guessing; wait and try again.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.sign-in.link', message: 'Sign in' },
      href: '/sign-in',
    },
  },
  {
    id: 'session-expiry',
    question: /*i18n*/ {
      id: 'help-article.session-expiry.question',
      message: 'Why was I signed out? How long does a session last?',
    },
    phrasings: [
      'session expired',
      'kicked out and asked to log in again',
      'how long do I stay logged in',
      'session timeout',
    ],
    answer: /*i18n*/ {
      id: 'help-article.session-expiry.answer',
      message:
        'Your session key lasts 15 minutes and is renewed automatically in the background while the page is open, so you should not notice it.\n- A sign-in lasts up to 30 days; after that, or if the renewal fails (for example the network dropped, or you signed out in another tab), you are asked to sign in again.\n- Private or incognito windows forget your sign-in when they close.',
    },
  },
  {
    id: 'sign-out',
    question: /*i18n*/ { id: 'help-article.sign-out.question', message: 'How do I sign out?' },
    phrasings: ['log out button', 'logout', 'sign off on a public computer'],
    answer: /*i18n*/ {
      id: 'help-article.sign-out.answer',
      message:
        'Press "Sign out" at the top right of any page. Signing out ends the session on the server and clears what Sparked kept in that browser (cookies, local and session storage), so it is safe on a shared computer.',
    },
  },
  {
    id: 'register',
    question: /*i18n*/ {
      id: 'help-article.register.question',
      message: 'How do I register as a new student?',
    },
    phrasings: ['create a new account', 'sign up', 'registration form', 'new user'],
    answer: /*i18n*/ {
      id: 'help-article.register.answer',
      message:
        'Students can register themselves on [the registration page](/register). Facilitator and admin accounts are not self-service: an admin gives those roles.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.register.link', message: 'Register' },
      href: '/register',
    },
  },
  {
    id: 'password',
    question: /*i18n*/ {
      id: 'help-article.password.question',
      message: 'How do I reset or change my password?',
    },
    phrasings: ['lost password', 'password reset link', 'change password', 'wrong password'],
    answer: /*i18n*/ {
      id: 'help-article.password.answer',
      message:
        'Choose "Forgot password?" on [the sign-in page](/sign-in) and type the email of your account. A link to set a new password arrives by email; it works once, for 30 minutes, and signs you out everywhere else. No email? Check the spam folder and the address, or say "I need help from a person" and an admin can send you the link.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.password.link', message: 'Forgot password' },
      href: '/forgot-password',
    },
  },
  {
    id: 'themes',
    question: /*i18n*/ {
      id: 'help-article.themes.question',
      message: 'How do I switch the colour theme (light, dark or high contrast)?',
    },
    phrasings: ['change theme', 'dark theme', 'high contrast colours', 'colour scheme setting'],
    answer: /*i18n*/ {
      id: 'help-article.themes.answer',
      message:
        'Use the theme menu at the top of the page, next to your name. There are three themes:\n- Light (the default)\n- Dark\n- High contrast, for the strongest legibility\nThe choice is remembered in this browser (it is stored under `activeTheme`), so set it once per device.',
    },
  },
  {
    id: 'avatar-editor',
    question: /*i18n*/ {
      id: 'help-article.avatar-editor.question',
      message: 'How do I change my avatar?',
    },
    phrasings: [
      'edit avatar',
      'avatar editor',
      'change hair colour',
      'change my look',
      'profile picture',
    ],
    answer: /*i18n*/ {
      id: 'help-article.avatar-editor.answer',
      message:
        'Open [your profile](/profile). The avatar editor shows a live preview with a picker for each part (head, body, eyes, mouth, hair, headwear) and colour pickers for skin, shirt, eyes, brows, hair and background. Locked parts show their price and can be bought right there. Press "Save"; your first save earns a one-time bonus of achievement points.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.avatar-editor.link', message: 'Profile' },
      href: '/profile',
    },
  },
  {
    id: 'premium-hair',
    question: /*i18n*/ {
      id: 'help-article.premium-hair.question',
      message: 'How much do premium hair styles cost?',
    },
    phrasings: ['price of hair', 'locked hair styles', 'spikes quiff top bun', 'buy hair'],
    answer: /*i18n*/ {
      id: 'help-article.premium-hair.answer',
      message:
        'Five hair styles are free. The premium styles (Spikes, Quiff and Top bun) cost 10000 achievement points each. Once bought, a style is yours to equip at any time from the avatar editor on [your profile](/profile).',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.premium-hair.link', message: 'Points store' },
      href: '/store',
    },
  },
  {
    id: 'wallets',
    question: /*i18n*/ {
      id: 'help-article.wallets.question',
      message: 'What are the wallets and balances on my dashboard?',
    },
    phrasings: ['balances', 'my currencies', 'what are the four wallets'],
    answer: /*i18n*/ {
      id: 'help-article.wallets.answer',
      message:
        'You have four wallets, shown at the top of the student area:\n- Achievement points: earned by taking part, spent in the points store\n- Energy: refills over time\n- Diamonds: buy power-ups\n- Experience: shows how far you have come; it is never spent\nBalances are kept on the server, so they are the same on every device.',
    },
  },
  {
    id: 'achievement-points',
    question: /*i18n*/ {
      id: 'help-article.achievement-points.question',
      message: 'How do I earn achievement points?',
    },
    phrasings: ['get more points', 'earn points', 'points rewards'],
    answer: /*i18n*/ {
      id: 'help-article.achievement-points.answer',
      message:
        'Achievement points come from rewards:\n- the daily sign-in reward\n- saving your avatar for the first time\n- activities, competitions and events as they add rewards\nSpend them in [the points store](/store), for example on premium hair.',
    },
  },
  {
    id: 'energy',
    question: /*i18n*/ { id: 'help-article.energy.question', message: 'How does energy refill?' },
    phrasings: ['out of energy', 'energy refill time', 'energy empty', 'no energy left'],
    answer: /*i18n*/ {
      id: 'help-article.energy.answer',
      message:
        'Energy refills by itself: by default 1 energy every 30 minutes until you reach 5. The countdown to the next refill is shown next to the energy wallet. Need more now? The "Energy refill" power-up in [the store](/store) adds 5 energy at once for diamonds, even above the cap.',
    },
  },
  {
    id: 'diamonds',
    question: /*i18n*/ {
      id: 'help-article.diamonds.question',
      message: 'What are diamonds and how do I get them?',
    },
    phrasings: ['earn diamonds', 'diamond balance', 'what can diamonds buy'],
    answer: /*i18n*/ {
      id: 'help-article.diamonds.answer',
      message:
        'Diamonds buy power-ups in [the store](/store), such as an energy refill or a streak freeze. You earn them from rewards, for example 5 diamonds for your first help-desk ticket.',
    },
  },
  {
    id: 'power-ups',
    question: /*i18n*/ {
      id: 'help-article.power-ups.question',
      message: 'What power-ups are there?',
    },
    phrasings: ['streak freeze', 'energy refill power-up', 'boosts'],
    answer: /*i18n*/ {
      id: 'help-article.power-ups.answer',
      message:
        'The "Power-ups" category of [the store](/store) has:\n- Energy refill: 5 energy right away, for 10 diamonds\n- Streak freeze: keeps your learning streak through one missed day, for 25 diamonds; you can hold up to 3',
    },
  },
  {
    id: 'experience',
    question: /*i18n*/ { id: 'help-article.experience.question', message: 'What is experience?' },
    phrasings: ['experience points', 'level up', 'how do I gain experience'],
    answer: /*i18n*/ {
      id: 'help-article.experience.answer',
      message:
        'Experience measures how much you have learned and taken part. You gain it from the daily sign-in reward and from learning activities. Unlike achievement points it is never spent.',
    },
  },
  {
    id: 'points-store',
    question: /*i18n*/ {
      id: 'help-article.points-store.question',
      message: 'How does the points store work?',
    },
    phrasings: ['where is the shop', 'buy items', 'purchase avatar items', 'store page'],
    answer: /*i18n*/ {
      id: 'help-article.points-store.answer',
      message:
        'Open [the store](/store). Items are grouped into categories (Avatar and Power-ups), each with its price and the wallet it is paid from. Pick an item, confirm, and the balance and your items update straight away. An item you cannot afford is disabled and says why; power-ups let you choose a quantity.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.points-store.link', message: 'Store' },
      href: '/store',
    },
  },
  {
    id: 'daily-reward',
    question: /*i18n*/ {
      id: 'help-article.daily-reward.question',
      message: 'Is there a daily sign-in reward?',
    },
    phrasings: ['daily bonus', 'reward for logging in each day', 'login streak reward'],
    answer: /*i18n*/ {
      id: 'help-article.daily-reward.answer',
      message:
        'Yes. Signing in once a day earns 10 achievement points and 5 experience. It can be claimed once per calendar day (UTC), so signing in twice on one day earns it once.',
    },
  },
  {
    id: 'educator-clipboard',
    question: /*i18n*/ {
      id: 'help-article.educator-clipboard.question',
      message: 'How does the educator clipboard work?',
    },
    phrasings: [
      'copied activities and widgets',
      'pin an item in the clipboard',
      'clear the clipboard',
      'clipboard limit',
    ],
    answer: /*i18n*/ {
      id: 'help-article.educator-clipboard.answer',
      message:
        'Educators open it from the floating educator tools button (on educator and code box pages) and choose "Clipboard". It has two tabs, "Activity" and "Widget".\n- Each list keeps your 10 most recent copied items; a new copy replaces the oldest unpinned item.\n- Pin an item to keep it at the front and protect it.\n- Drag an item onto the page to paste it.\n- "Clear" empties the current tab after you confirm.',
    },
  },
  {
    id: 'roles',
    question: /*i18n*/ {
      id: 'help-article.roles.question',
      message: 'What roles are there on Sparked?',
    },
    phrasings: ['student facilitator admin', 'permissions', 'what can each role do'],
    answer: /*i18n*/ {
      id: 'help-article.roles.answer',
      message:
        '- Students use the student area: dashboard, classes, competitions, events, academy, games, store and AI tools.\n- Facilitators also author modules and run classes in the [educator area](/educator).\n- Admins can do all of that and manage users, user tags and referral codes.',
    },
  },
  {
    id: 'module-authoring',
    question: /*i18n*/ {
      id: 'help-article.module-authoring.question',
      message: 'How do I create or edit a module?',
    },
    phrasings: ['module editor', 'author a course', 'ebook editor', 'iframe editor', 'form editor'],
    answer: /*i18n*/ {
      id: 'help-article.module-authoring.answer',
      message:
        'Admins and facilitators author modules in [the educator area](/educator/modules). A module holds activities edited with the e-book, multi-page e-book, iframe or form editors. Only the module’s authors can open its editors.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.module-authoring.link', message: 'Modules' },
      href: '/educator/modules',
    },
  },
  {
    id: 'module-authors',
    question: /*i18n*/ {
      id: 'help-article.module-authors.question',
      message: 'How do I add authors or viewers to a module?',
    },
    phrasings: [
      'share a module with a colleague',
      'module authors page',
      'viewer role',
      'co-author',
    ],
    answer: /*i18n*/ {
      id: 'help-article.module-authors.answer',
      message:
        'Open the module in [the educator area](/educator/modules) and go to "Authors". Add colleagues as authors (they can edit) or as viewers, who can only preview the module and see its content list; viewers cannot open the editors, settings or authors pages.',
    },
  },
  {
    id: 'classes',
    question: /*i18n*/ {
      id: 'help-article.classes.question',
      message: 'How do I manage my classes and students?',
    },
    phrasings: ['class list', 'students in a class', 'educator classes page'],
    answer: /*i18n*/ {
      id: 'help-article.classes.answer',
      message:
        'Educators see their classes in [the educator area](/educator/classes); open a class to see its student list.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.classes.link', message: 'Classes' },
      href: '/educator/classes',
    },
  },
  {
    id: 'class-enrollment',
    question: /*i18n*/ {
      id: 'help-article.class-enrollment.question',
      message: 'How do I enrol in a class?',
    },
    phrasings: ['join a class', 'enrolment code', 'class code', 'coupon code for a class'],
    answer: /*i18n*/ {
      id: 'help-article.class-enrollment.answer',
      message:
        'Your educator gives you a class link, sometimes with a code in it. Open the link while signed in and confirm the enrolment; the class then appears in your [student journey](/student-journey). If a code is refused, check it with your educator: codes are tied to one class.',
    },
  },
  {
    id: 'referral-codes',
    question: /*i18n*/ {
      id: 'help-article.referral-codes.question',
      message: 'How are referral codes generated?',
    },
    phrasings: ['generate a referral code', 'invite code for a class', 'referral code page'],
    answer: /*i18n*/ {
      id: 'help-article.referral-codes.answer',
      message:
        'Admins generate referral codes for a class on [the referral code page](/referral-code/generate). The page is not available to other roles.',
    },
  },
  {
    id: 'competitions',
    question: /*i18n*/ {
      id: 'help-article.competitions.question',
      message: 'What competitions are there?',
    },
    phrasings: ['spring competition', 'winter competition', 'AI competition', 'leaderboards'],
    answer: /*i18n*/ {
      id: 'help-article.competitions.answer',
      message:
        'Sparked hosts seasonal competitions with leaderboards:\n- [Spring competition](/spring-competition)\n- [Winter competition](/winter-competition), with its game master, puzzle maker and password games\n- [AI competition](/ai-competition)\nWhich ones are open depends on the season; the dashboard links to the current ones.',
    },
  },
  {
    id: 'leagues',
    question: /*i18n*/ {
      id: 'help-article.leagues.question',
      message: 'How do the weekly leagues work?',
    },
    phrasings: ['what is a league', 'league tiers', 'my league group this week', 'promoted'],
    answer: /*i18n*/ {
      id: 'help-article.leagues.answer',
      message:
        'Each class runs a league, week by week. Your first activity of the week places you in a group of your tier: Bronze, Silver, Gold, Sapphire or Ruby (Bronze at first), and the experience you earn that week ranks you in it.\n- When the week ends on Monday, the top of the group goes up a tier and the bottom goes down.\n- The first three of each group win points and diamonds.\nSee your group on [the leagues page](/leagues).',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.leagues.link', message: 'Leagues' },
      href: '/leagues',
    },
  },
  {
    id: 'events',
    question: /*i18n*/ { id: 'help-article.events.question', message: 'Where can I find events?' },
    phrasings: ['event arena', 'AI Bayanihan', 'upcoming events'],
    answer: /*i18n*/ {
      id: 'help-article.events.answer',
      message:
        'Events are in [the event arena](/event-arena). Open an event, such as AI Bayanihan, to see its details.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.events.link', message: 'Event arena' },
      href: '/event-arena',
    },
  },
  {
    id: 'academy',
    question: /*i18n*/ { id: 'help-article.academy.question', message: 'What is the Academy?' },
    phrasings: ['academy page', 'learning content in the academy'],
    answer: /*i18n*/ {
      id: 'help-article.academy.answer',
      message:
        '[The Academy](/academy) is the part of the student area for learning content outside your classes.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.academy.link', message: 'Academy' },
      href: '/academy',
    },
  },
  {
    id: 'game-arena',
    question: /*i18n*/ {
      id: 'help-article.game-arena.question',
      message: 'What is the game arena?',
    },
    phrasings: ['games', 'puzzle maker', 'game master', 'password game'],
    answer: /*i18n*/ {
      id: 'help-article.game-arena.answer',
      message:
        '[The game arena](/game-arena) gathers the games: "Password", "Game master" and "Puzzle maker".',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.game-arena.link', message: 'Game arena' },
      href: '/game-arena',
    },
  },
  {
    id: 'ai-tools',
    question: /*i18n*/ { id: 'help-article.ai-tools.question', message: 'What are the AI tools?' },
    phrasings: [
      'ai tools page',
      'artificial intelligence features',
      'study buddy',
      'writing coach',
      'maths explainer',
    ],
    answer: /*i18n*/ {
      id: 'help-article.ai-tools.answer',
      message:
        '[AI tools](/ai-tools) has assistants: the study buddy turns your notes into practice questions, the writing coach gives feedback on a paragraph you wrote, and the maths explainer works calculations out step by step. Some cost a little energy per message; the page shows the price before you send. The code box and Janus are there too.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.ai-tools.link', message: 'AI tools' },
      href: '/ai-tools',
    },
  },
  {
    id: 'code-box',
    question: /*i18n*/ {
      id: 'help-article.code-box.question',
      message: 'How do I use the code box?',
    },
    phrasings: [
      'generate code',
      'code generator',
      'codebox specification',
      'run my project',
      'hint for my code',
    ],
    answer: /*i18n*/ {
      id: 'help-article.code-box.answer',
      message:
        'The [code box](/ai-tools/code-box) builds small web projects with you: describe an idea (a quiz, flashcards, a timer, a calculator, a to-do list, a dice game, a unit converter or a drawing pad), edit the specification it writes, generate the code, change it in the editor and press Run to try it in the preview. Stuck? Ask for a hint: first a nudge, then a pointer to the place, then a worked example. Every version is kept, so you can go back.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.code-box.link', message: 'Code box' },
      href: '/ai-tools/code-box',
    },
  },
  {
    id: 'janus',
    question: /*i18n*/ {
      id: 'help-article.janus.question',
      message: 'What is Janus and what can it do?',
    },
    phrasings: ['help desk assistant', 'who are you', 'what can this chat do'],
    answer: /*i18n*/ {
      id: 'help-article.janus.answer',
      message:
        'I am Janus, the Sparked help desk. I can:\n- troubleshoot common problems step by step\n- file a bug ticket when something is broken\n- file an assistance ticket when you need a person to do something\n- answer questions about Sparked\nOpen me from the round button on most pages, or full-page at [/ai-tools/janus](/ai-tools/janus).',
    },
  },
  {
    id: 'janus-data',
    question: /*i18n*/ {
      id: 'help-article.janus-data.question',
      message: 'Does Janus send my messages to an outside AI service?',
    },
    phrasings: ['is janus an AI', 'privacy of my chat', 'who reads my messages'],
    answer: /*i18n*/ {
      id: 'help-article.janus-data.answer',
      message:
        'No. By default Janus runs entirely on the Sparked server with no outside AI service. Your conversation is visible to you, and to staff when it becomes part of a ticket.',
    },
  },
  {
    id: 'ticket-types',
    question: /*i18n*/ {
      id: 'help-article.ticket-types.question',
      message: 'Should I file a bug ticket or an assistance ticket?',
    },
    phrasings: ['bug or task', 'kinds of tickets', 'assistance request'],
    answer: /*i18n*/ {
      id: 'help-article.ticket-types.answer',
      message:
        '- A bug ticket is for something that does not work as it should: an error, a broken page, lost progress. I ask what happened and for a screenshot.\n- An assistance ticket (a task) is for something you need a person to do: reset a password, move you to another class, fix a record.\nSay "report a bug" or "I need help from a person" to start.',
    },
  },
  {
    id: 'ticket-key',
    question: /*i18n*/ {
      id: 'help-article.ticket-key.question',
      message: 'What is my ticket key and how do I follow up on a ticket?',
    },
    phrasings: ['ticket reference', 'ticket status', 'follow up on my report'],
    answer: /*i18n*/ {
      id: 'help-article.ticket-key.answer',
      message:
        'When I file a ticket, the chat shows its key, such as `HELP-42`: note it down and quote it when you contact staff. Your tickets and their status are listed on [your profile](/profile).',
    },
  },
  {
    id: 'screenshot-privacy',
    question: /*i18n*/ {
      id: 'help-article.screenshot-privacy.question',
      message: 'Who can see the screenshots I attach?',
    },
    phrasings: ['are screenshots private', 'who sees my attachments', 'uploaded images privacy'],
    answer: /*i18n*/ {
      id: 'help-article.screenshot-privacy.answer',
      message:
        'Only you and Sparked staff (admins and facilitators working on tickets). Screenshots are stored with the ticket, are never public and are not shown to other students.',
    },
  },
  {
    id: 'screenshots',
    question: /*i18n*/ {
      id: 'help-article.screenshots.question',
      message: 'How do I add a screenshot to a bug report?',
    },
    phrasings: ['upload a screenshot', 'attach images', 'take a screenshot'],
    answer: /*i18n*/ {
      id: 'help-article.screenshots.answer',
      message:
        'When I ask for a screenshot, a drop box appears under the chat:\n- drag images onto it, or click it to pick files (several at once is fine)\n- remove any thumbnail you did not mean to add\n- press "Attach Images"\nOnly images are accepted; they are converted to PNG and scaled down to 850 px on the longer side. To take one: `Win+Shift+S` on Windows, `Cmd+Shift+4` on a Mac.',
    },
  },
  {
    id: 'browsers',
    question: /*i18n*/ {
      id: 'help-article.browsers.question',
      message: 'Which browsers are supported?',
    },
    phrasings: ['supported browser versions', 'does it work in my browser', 'old browser'],
    answer: /*i18n*/ {
      id: 'help-article.browsers.answer',
      message:
        'Use a current version of Chrome, Edge, Firefox or Safari. Sparked needs a browser from roughly 2021 or later; older browsers may show a blank page. Keep JavaScript and cookies enabled for the site.',
    },
  },
  {
    id: 'accessibility',
    question: /*i18n*/ {
      id: 'help-article.accessibility.question',
      message: 'Is Sparked accessible with a keyboard or screen reader?',
    },
    phrasings: ['keyboard navigation', 'screen reader support', 'accessibility features'],
    answer: /*i18n*/ {
      id: 'help-article.accessibility.answer',
      message:
        'Yes, that is a goal for every screen:\n- every control is reachable with `Tab` and works with `Enter` or `Space`, with a visible focus outline\n- a High contrast theme in the theme menu\n- animations are reduced when your system asks for reduced motion\n- in this chat, `Enter` sends and `Ctrl+Enter` adds a new line',
    },
  },
  {
    id: 'profile',
    question: /*i18n*/ {
      id: 'help-article.profile.question',
      message: 'What is on my profile page?',
    },
    phrasings: ['my account page', 'account details', 'see my role and email'],
    answer: /*i18n*/ {
      id: 'help-article.profile.answer',
      message:
        '[Your profile](/profile) shows your name, email, role and tags, the avatar editor, and the help-desk tickets you have filed with their status.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.profile.link', message: 'Profile' },
      href: '/profile',
    },
  },
  {
    id: 'restart-conversation',
    question: /*i18n*/ {
      id: 'help-article.restart-conversation.question',
      message: 'How do I start a new conversation with Janus?',
    },
    phrasings: ['restart the chat', 'chat input disappeared', 'new chat', 'start again'],
    answer: /*i18n*/ {
      id: 'help-article.restart-conversation.answer',
      message:
        'After a ticket is filed the conversation closes and the input is replaced by a "Restart" button. Press it to start a fresh conversation; the ticket you filed is kept.',
    },
  },
  {
    id: 'certificates',
    question: /*i18n*/ {
      id: 'help-article.certificates.question',
      message: 'Can I get a certificate?',
    },
    phrasings: ['certificate of completion', 'download certificate'],
    answer: /*i18n*/ {
      id: 'help-article.certificates.answer',
      message:
        'Certificates are not available in Sparked yet. Your progress is kept, so completed work will count when they arrive.',
    },
  },
  {
    id: 'student-journey',
    question: /*i18n*/ {
      id: 'help-article.student-journey.question',
      message: 'Where do I find my classes and modules as a student?',
    },
    phrasings: ['my modules', 'resume an activity', 'module map', 'my learning path'],
    answer: /*i18n*/ {
      id: 'help-article.student-journey.answer',
      message:
        'Open [your student journey](/student-journey). Pick a class to see its modules; a module map shows the activities, and opening one continues it in the activity player.',
    },
    link: {
      label: /*i18n*/ { id: 'help-article.student-journey.link', message: 'Student journey' },
      href: '/student-journey',
    },
  },
  {
    id: 'dashboard',
    question: /*i18n*/ {
      id: 'help-article.dashboard.question',
      message: 'What is on the student dashboard?',
    },
    phrasings: ['home page', 'main page after signing in', 'gamified dashboard'],
    answer: /*i18n*/ {
      id: 'help-article.dashboard.answer',
      message:
        '[The dashboard](/) is the gamified home of the student area: your wallets, avatar, and links to competitions, events, the academy, games, the store and AI tools.',
    },
  },
  {
    id: 'admin-users',
    question: /*i18n*/ {
      id: 'help-article.admin-users.question',
      message: 'How do admins manage users and user tags?',
    },
    phrasings: [
      'users list',
      'user tags',
      'tag students',
      'admin tools',
      'audit log',
      'deactivate account',
    ],
    answer: /*i18n*/ {
      id: 'help-article.admin-users.answer',
      message:
        'Admins open [Users](/educator/users) in the educator area: search and filter everyone, change a role or deactivate an account with a reason, give tags to many people at once after a preview, or import a CSV. [User tags](/educator/user-tags) names the groups, and [the audit log](/educator/audit) keeps every change admins make, with who, when and why. These pages are for admins only.',
    },
  },
];
