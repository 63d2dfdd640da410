// The orders area's public port: what other areas may use. Everything else in this folder is private to it.

export { itemsFor, listOrders, orderDetail, summaryOf } from './orderView';
export { changePayPassword, checkPayPassword, setPayPassword } from './payments';
export { applyOrderEvent, lockOrder } from './service';
