/** Demo sign-ins seeded into an empty database; printed at start-up and listed in the README. */
export const demoAccounts = [
  {
    role: 'admin',
    email: 'admin@sparked.test',
    password: 'sparked-admin-demo',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    role: 'facilitator',
    email: 'facilitator@sparked.test',
    password: 'sparked-facilitator-demo',
    firstName: 'Fen',
    lastName: 'Facilitator',
  },
  {
    role: 'student',
    email: 'student@sparked.test',
    password: 'sparked-student-demo',
    firstName: 'Sam',
    lastName: 'Student',
  },
] as const;
