// Offering for rent and renting (inventory 出租, the market's 租赁 mode, the item page's 租赁 tab): page.renting.*
export const rentingZh = {
  title: '租赁',
};
