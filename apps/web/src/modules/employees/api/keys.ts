export const employeeKeys = {
  profile: (userId: number) => ['employees', 'profile', userId] as const,
  notifications: ['employees', 'notifications'] as const,
};
