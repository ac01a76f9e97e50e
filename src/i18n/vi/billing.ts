import type { Translation } from '../translation.ts';
import type { enBilling } from '../en/billing.ts';

export const viBilling: Translation<typeof enBilling> = {
  'billing.cycle.monthly': 'theo tháng',
  'billing.cycle.annual': 'theo năm',
  'billing.description.new': 'Gói {plan}, thanh toán {cycle}',
  'billing.description.upgrade': 'Nâng cấp lên gói {plan}, thanh toán {cycle}',
  'billing.description.downgrade': 'Chuyển sang gói {plan} từ kỳ sau, thanh toán {cycle}',
  'billing.description.renewal': 'Gia hạn gói {plan}, thanh toán {cycle}',
  'billing.status.pending': 'Đang chờ',
  'billing.status.completed': 'Hoàn tất',
  'billing.status.failed': 'Thất bại',
  'billing.unlimited': 'Không giới hạn',
  'billing.creditsPerMonth': '{credits} tín dụng mỗi tháng',

  'billing.errors.planInvalid': 'Vui lòng chọn một trong các gói.',
  'billing.errors.cycleInvalid': 'Vui lòng chọn thanh toán theo tháng hoặc theo năm.',
  'billing.errors.gatewayInvalid': 'Vui lòng chọn phương thức thanh toán.',
  'billing.errors.plan_not_found': 'Gói này không tồn tại.',
  'billing.errors.plan_free':
    'Không thể mua gói miễn phí. Gói trả phí của bạn sẽ chuyển về gói này khi hết kỳ.',
  'billing.errors.plan_contact_sales':
    'Gói Enterprise được thỏa thuận trực tiếp với đội ngũ của chúng tôi. Vui lòng liên hệ.',
  'billing.errors.plan_unavailable': 'Gói này không còn được bán.',
  'billing.errors.change_pending':
    'Bạn đã thanh toán một lần đổi gói, sẽ bắt đầu khi kỳ hiện tại kết thúc.',
  'billing.errors.gatewayUnavailable': 'Phương thức thanh toán này hiện không khả dụng.',
  'billing.errors.orderNotFound': 'Đơn hàng này không tồn tại.',
  'billing.errors.resolutionNotInPlan':
    'Độ phân giải {resolution} cần gói trả phí: gói của bạn tạo tối đa {allowed}. Hãy nâng cấp ở trang bảng giá.',
  'billing.errors.orderNotPayable': 'Đơn hàng này đã được xử lý.',

  'billing.receipt.subject': 'Biên nhận Kiểu Studio {reference}',
  'billing.receipt.intro': 'Xin chào {name}, cảm ơn bạn đã thanh toán. Đây là biên nhận của bạn.',
  'billing.receipt.reference': 'Đơn hàng',
  'billing.receipt.date': 'Ngày',
  'billing.receipt.description': 'Nội dung',
  'billing.receipt.amount': 'Số tiền',
  'billing.receipt.method': 'Phương thức thanh toán',
  'billing.receipt.credits': 'Tín dụng',
  'billing.receipt.status': 'Trạng thái',

  'billing.renewal.subject': 'Gói Kiểu Studio của bạn sắp đến hạn gia hạn',
  'billing.renewal.intro':
    'Xin chào {name}, kỳ trả phí của bạn sắp kết thúc. Hãy thanh toán gia hạn để giữ gói và tín dụng hằng tháng.',
  'billing.renewal.ends': 'Kỳ hiện tại kết thúc',
  'billing.renewal.button': 'Thanh toán gia hạn',

  'billing.sandbox.title': 'Thanh toán thử nghiệm',
  'billing.sandbox.intro':
    'Đây là trang thanh toán thử nghiệm của Kiểu Studio. Không có tiền nào được chuyển: hãy chọn cách kết thúc thanh toán.',
  'billing.sandbox.settled': 'Đơn hàng này đã được xử lý.',
  'billing.sandbox.pay': 'Thanh toán thành công',
  'billing.sandbox.cancel': 'Hủy thanh toán',
  'billing.sandbox.fail': 'Cho thanh toán thất bại',
};
