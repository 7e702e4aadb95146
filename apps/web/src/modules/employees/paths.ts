/** Links to the employees screens (spec §2 paths; module.tsx declares the routes). */
export const employeesPaths = {
  /** The signed-in user's own profile. */
  profile: () => '/profile',
};
