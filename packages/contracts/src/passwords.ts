// Password lengths without their schemas, so the register page can say them without zod
// (decision 0006).
export const passwordMinLength = 10;
export const passwordMaxLength = 128;
