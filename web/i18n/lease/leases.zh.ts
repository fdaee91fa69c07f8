// A user's leases (/user/lease, the lease detail page, lease messages and live events): page.leases.*
export const leasesZh = {
  title: '我的租赁',
};
