import type { enAdminPayments } from '../en/admin-payments.ts';
import type { Translation } from '../translation.ts';

export const viAdminPayments: Translation<typeof enAdminPayments> = {
  'admin.nav.payments': 'Thanh toán',
  'adminPayments.title': 'Thanh toán',
  'adminPayments.description': 'Đơn hàng, hoàn tiền và các khoản thanh toán cần xem xét.',

  'adminPayments.filters.heading': 'Lọc thanh toán',
  'adminPayments.filters.status': 'Trạng thái',
  'adminPayments.filters.gateway': 'Phương thức thanh toán',
  'adminPayments.filters.any': 'Tất cả',
  'adminPayments.filters.submit': 'Xem',
  'adminPayments.found': 'Số thanh toán: {total}',
  'adminPayments.none': 'Không có thanh toán nào khớp bộ lọc.',
  'adminPayments.loadFailed': 'Không tải được danh sách thanh toán.',

  'adminPayments.table.caption': 'Thanh toán, mới nhất trước',
  'adminPayments.table.reference': 'Mã đơn',
  'adminPayments.table.user': 'Tài khoản',
  'adminPayments.table.gateway': 'Phương thức',
  'adminPayments.table.status': 'Trạng thái',
  'adminPayments.table.amount': 'Số tiền',
  'adminPayments.table.created': 'Ngày tạo',
  'adminPayments.table.completed': 'Ngày trả',
  'adminPayments.table.refund': 'Hoàn tiền',
  'adminPayments.table.actions': 'Thao tác',
  'adminPayments.deletedUser': 'Tài khoản đã xóa',
  'adminPayments.noGateway': 'Chưa chọn',

  'adminPayments.refund.none': '—',
  'adminPayments.refund.pending': 'Đang hoàn tiền',
  'adminPayments.refund.completed': 'Đã hoàn tiền, thu hồi {credits} tín dụng',
  'adminPayments.refund.failed': 'Hoàn tiền thất bại ({code})',
  'adminPayments.refund.outside': 'Hoàn tiền ngoài Kiểu Studio rồi đánh dấu đã xử lý',
  'adminPayments.refund.button': 'Hoàn tiền',
  'adminPayments.refund.buttonLabel': 'Hoàn tiền đơn {reference}',
  'adminPayments.refund.retryLabel': 'Thử hoàn tiền lại đơn {reference}',
  'adminPayments.refund.retry': 'Thử lại',
  'adminPayments.refund.dialogTitle': 'Hoàn tiền đơn {reference}',
  'adminPayments.refund.summary':
    '{amount} được trả lại cho {email} qua {gateway}. Tín dụng của đơn bị thu hồi và gói trả phí kết thúc ngay.',
  'adminPayments.refund.reason': 'Lý do (ghi vào sổ tín dụng)',
  'adminPayments.refund.submit': 'Hoàn {amount}',
  'adminPayments.refund.confirm': 'Hoàn {amount} cho đơn {reference}? Không thể hoàn tác.',
  'adminPayments.refund.done': 'Đã hoàn tiền đơn {reference}. Tín dụng thu hồi: {credits}',
  'adminPayments.refund.waiting':
    'Đã gửi yêu cầu hoàn tiền đơn {reference}; nhà cung cấp sẽ xác nhận sau.',
  'adminPayments.refund.failedToast': 'Hoàn tiền bị từ chối ({code}). Bạn có thể thử lại.',
  'adminPayments.refund.saveFailed': 'Không hoàn tiền được đơn hàng',

  'adminPayments.review.heading': 'Thanh toán cần xem xét',
  'adminPayments.review.hint':
    'Tiền đã chuyển nhưng không thanh toán đơn nào: sai số tiền, đơn không tồn tại, đã hết hạn hoặc đã được trả. Hãy hoàn tiền tại nhà cung cấp hoặc xử lý thủ công, rồi ghi lại việc đã làm.',
  'adminPayments.review.none': 'Không có gì cần xem xét.',
  'adminPayments.review.caption': 'Thanh toán chờ xem xét, cũ nhất trước',
  'adminPayments.review.received': 'Nhận lúc',
  'adminPayments.review.outcome': 'Chuyện gì đã xảy ra',
  'adminPayments.review.resolve': 'Xử lý',
  'adminPayments.review.resolveLabel': 'Xử lý khoản thanh toán {reference}',
  'adminPayments.review.dialogTitle': 'Xử lý khoản thanh toán {reference}',
  'adminPayments.review.resolution': 'Đã làm gì',
  'adminPayments.review.submit': 'Đánh dấu đã xử lý',
  'adminPayments.review.done': 'Đã đánh dấu là đã xử lý',
  'adminPayments.review.saveFailed': 'Không lưu được việc xử lý',
  'adminPayments.outcome.amount-mismatch': 'Số tiền khác với đơn hàng',
  'adminPayments.outcome.not-found': 'Không phải đơn của chúng ta',
  'adminPayments.outcome.already-settled': 'Đơn đã được thanh toán trước đó',
  'adminPayments.outcome.expired': 'Đơn đã hết hạn',

  'adminPayments.errors.status': 'Vui lòng chọn một trạng thái thanh toán',
  'adminPayments.errors.gateway': 'Vui lòng chọn một phương thức thanh toán',
  'adminPayments.errors.reason': 'Nhập lý do dài từ 1 đến 500 ký tự',
  'adminPayments.errors.resolution': 'Ghi lại việc đã làm, từ 1 đến 500 ký tự',
  'adminPayments.errors.orderNotFound': 'Đơn hàng này không tồn tại.',
  'adminPayments.errors.notRefundable': 'Chỉ hoàn tiền được đơn đã thanh toán xong.',
  'adminPayments.errors.alreadyRefunded': 'Đơn hàng này đã được hoàn tiền.',
  'adminPayments.errors.refundOutside':
    'Phương thức thanh toán này không hoàn tiền được tại đây. Hãy hoàn tiền ngoài Kiểu Studio (tại nhà cung cấp hoặc chuyển khoản), rồi đánh dấu đã xử lý.',
  'adminPayments.errors.notLatestPlan':
    'Tài khoản này có một lần trả gói sau đơn này. Hãy hoàn đơn đó trước, hoặc hoàn đơn này ngoài Kiểu Studio.',
  'adminPayments.errors.refundFailed':
    'Nhà cung cấp từ chối hoàn tiền (mã {code}). Chưa thu hồi gì; bạn có thể thử lại.',
  'adminPayments.errors.gatewayFailed':
    'Nhà cung cấp không trả lời. Yêu cầu hoàn tiền giữ nguyên mã, nên thử lại sẽ không trả hai lần.',
  'adminPayments.errors.noticeNotFound': 'Thông báo này không tồn tại.',
  'adminPayments.errors.notToReview': 'Thông báo này không cần xem xét.',
  'adminPayments.errors.alreadyResolved': 'Thông báo này đã được xử lý.',
};
