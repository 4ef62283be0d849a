/** The custom header every state-changing API request carries (see server/plugins/security.ts). */
export const csrfHeader = { name: 'x-serenamente-csrf', value: '1' } as const;
