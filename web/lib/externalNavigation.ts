// Leaving the app for a page of the payment provider (the simulated or real Alipay cashier and
// signing pages), which sends the browser back to a return address of the app when it is done.

/** Moves the browser to a page outside the single-page app (a full page load). */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}
