/** Texts of AppShell. The login and logout labels are back-office-products.md §2 ("a Login or Logout button"). */
export const appShellMessages = {
  logIn: 'Login',
  logOut: 'Logout',
  skipToContent: 'Skip to content',
  banner: 'Notice',
  /** Names the bar shown while the next page is loading (`busy`). */
  loading: 'Loading…',
};
