/** The page of a lease (the user's leases, opened at it). */
export function leasePathOf(leaseNo: string): string {
  return `/user/lease?${new URLSearchParams({ leaseNo }).toString()}`;
}
