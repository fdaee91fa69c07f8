/** The item page's 租赁 tab. */
export function goodsLeasePath(hashName: string): string {
  return `/goods?${new URLSearchParams({ hashName, tab: 'lease' }).toString()}`;
}

/** The page of a lease (the user's leases, opened at it). */
export function leasePathOf(leaseNo: string): string {
  return `/user/lease?${new URLSearchParams({ leaseNo }).toString()}`;
}
