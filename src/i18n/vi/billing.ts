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
  'billing.status.expired': 'Hết hạn',
  'billing.unlimited': 'Không giới hạn',
  'billing.creditsPerMonth': '{credits} tín dụng mỗi tháng',

  'billing.state.current': 'Gói hiện tại',
  'billing.state.upgrade': 'Nâng cấp',
  'billing.state.downgrade': 'Hạ cấp',
  'billing.state.inactive': 'Áp dụng lại khi kỳ trả phí của bạn kết thúc',
  'billing.cta.upgrade': 'Nâng cấp lên {plan}',
  'billing.cta.downgrade': 'Chuyển sang {plan}',
  'billing.cta.renew': 'Gia hạn {plan}',
  'billing.cta.contact': 'Liên hệ kinh doanh',
  'billing.summary.title': 'Gói của bạn',
  'billing.summary.free': 'Bạn đang dùng gói miễn phí.',
  'billing.summary.paid': '{plan}, thanh toán {cycle}, đã trả đến {date}.',
  'billing.summary.next': 'Chuyển sang gói {plan} vào {date} (đã thanh toán).',
  'billing.summary.scheduled':
    'Sẽ chuyển sang gói {plan} vào {date}. Bạn chỉ thanh toán khi kỳ đó bắt đầu.',
  'billing.summary.cancelScheduled': 'Hủy chuyển sang gói {plan}',
  'billing.summary.cancelled':
    'Đã hủy việc chuyển sang gói {plan}. Gói hiện tại của bạn được giữ nguyên.',
  'billing.summary.cancelFailed': 'Chưa hủy được việc chuyển gói. Vui lòng thử lại.',

  'billing.history.title': 'Lịch sử thanh toán',
  'billing.history.date': 'Ngày',
  'billing.history.description': 'Nội dung',
  'billing.history.amount': 'Số tiền',
  'billing.history.status': 'Trạng thái',
  'billing.history.credits': 'Tín dụng',
  'billing.history.method': 'Phương thức thanh toán',
  'billing.history.empty': 'Chưa có thanh toán nào.',
  'billing.history.loadFailed': 'Không tải được lịch sử thanh toán',
  'billing.history.payNow': 'Thanh toán ngay',

  'billing.checkout.heading': 'Thanh toán',
  'billing.checkout.summary': 'Tóm tắt đơn hàng',
  'billing.checkout.plan': 'Gói',
  'billing.checkout.cycle': 'Chu kỳ thanh toán',
  'billing.checkout.listPrice': 'Giá',
  'billing.checkout.unusedCredit': 'Phần chưa dùng của gói hiện tại',
  'billing.checkout.creditsTradedIn':
    '{credits} tín dụng chưa dùng của gói hiện tại sẽ được trừ khỏi số dư khi bạn thanh toán, vì khoản giảm này đã tính cho chúng.',
  'billing.checkout.total': 'Tổng cộng',
  'billing.checkout.period': 'Thời hạn',
  'billing.checkout.periodRange': 'Từ {start} đến {end}',
  'billing.checkout.credits': 'Tín dụng',
  'billing.checkout.kind.new': 'Gói của bạn bắt đầu ngay khi thanh toán được xác nhận.',
  'billing.checkout.kind.upgrade':
    'Nâng cấp có hiệu lực ngay. Phần chưa dùng của gói hiện tại (thời gian hoặc tín dụng chưa dùng, lấy phần nhỏ hơn) được trừ vào giá.',
  'billing.checkout.kind.downgrade':
    'Bây giờ bạn chưa phải trả gì. Gói hiện tại được giữ đến hết kỳ; khi đó chúng tôi gửi bạn yêu cầu thanh toán gói mới, gói bắt đầu khi được thanh toán.',
  'billing.checkout.schedule': 'Lên lịch đổi gói',
  'billing.checkout.scheduled':
    'Đã xong. Gói của bạn chuyển sang {plan} vào ngày {date}; chúng tôi sẽ gửi bạn liên kết thanh toán khi đó.',
  'billing.checkout.kind.renewal': 'Kỳ mới bắt đầu khi kỳ hiện tại kết thúc.',
  'billing.checkout.method': 'Phương thức thanh toán',
  'billing.gateway.sandbox': 'Thử nghiệm (không chuyển tiền thật)',
  'billing.gateway.vnpay': 'VNPay (thẻ ATM, mã QR, ứng dụng ngân hàng)',
  'billing.checkout.pay': 'Thanh toán {amount}',
  'billing.checkout.redirecting': 'Đang chuyển đến trang thanh toán…',
  'billing.checkout.noPlan': 'Hãy chọn một gói ở trang bảng giá trước.',
  'billing.checkout.toPricing': 'Xem các gói',
  'billing.checkout.freePlan':
    'Gói Miễn phí không cần thanh toán: mỗi tài khoản mới có sẵn 5 tín dụng, và gói trả phí chuyển về gói Miễn phí khi hết kỳ.',
  'billing.checkout.toDashboard': 'Về bảng điều khiển',
  'billing.checkout.failed': 'Không thể bắt đầu thanh toán.',
  'billing.checkout.noGateway': 'Hiện chưa có phương thức thanh toán nào.',
  'billing.checkout.note': 'Gói và tín dụng được kích hoạt khi cổng thanh toán xác nhận giao dịch.',

  'billing.errors.planInvalid': 'Vui lòng chọn một trong các gói.',
  'billing.errors.cycleInvalid': 'Vui lòng chọn thanh toán theo tháng hoặc theo năm.',
  'billing.errors.gatewayInvalid': 'Vui lòng chọn phương thức thanh toán.',
  'billing.errors.plan_not_found': 'Gói này không tồn tại.',
  'billing.errors.plan_free':
    'Không thể mua gói miễn phí. Gói trả phí của bạn sẽ chuyển về gói này khi hết kỳ.',
  'billing.errors.plan_contact_sales':
    'Gói Doanh nghiệp được thỏa thuận trực tiếp với đội ngũ của chúng tôi. Vui lòng liên hệ.',
  'billing.errors.plan_unavailable': 'Gói này không còn được bán.',
  'billing.errors.change_pending':
    'Bạn đã thanh toán một lần đổi gói, sẽ bắt đầu khi kỳ hiện tại kết thúc.',
  'billing.errors.gatewayUnavailable': 'Phương thức thanh toán này hiện không khả dụng.',
  'billing.errors.orderNotFound': 'Đơn hàng này không tồn tại.',
  'billing.errors.resolutionNotInPlan':
    'Độ phân giải {resolution} cần gói trả phí: gói của bạn tạo tối đa {allowed}. Hãy nâng cấp ở trang bảng giá.',
  'billing.errors.orderNotPayable': 'Đơn hàng này đã được xử lý.',
  'billing.errors.downgradeNotCharged':
    'Chuyển sang gói rẻ hơn không thanh toán ngay: hãy lên lịch, và thanh toán khi kỳ hiện tại kết thúc.',
  'billing.errors.notADowngrade':
    'Chỉ có thể lên lịch chuyển sang gói rẻ hơn hoặc sang thanh toán theo tháng.',
  'billing.errors.orderExpired':
    'Đơn hàng này đã hết hạn. Vui lòng bắt đầu lại từ trang bảng giá để có giá hiện tại.',
  'billing.errors.badSignature': 'Chữ ký của thông báo thanh toán không hợp lệ.',

  'billing.receipt.subject': 'Biên nhận Kiểu Studio {reference}',
  'billing.receipt.intro': 'Xin chào {name}, cảm ơn bạn đã thanh toán. Đây là biên nhận của bạn.',
  'billing.receipt.reference': 'Đơn hàng',
  'billing.receipt.date': 'Ngày',
  'billing.receipt.description': 'Nội dung',
  'billing.receipt.amount': 'Số tiền',
  'billing.receipt.method': 'Phương thức thanh toán',
  'billing.receipt.credits': 'Tín dụng',
  'billing.receipt.status': 'Trạng thái',

  'billing.scheduled.subject': 'Gói Kiểu Studio mới của bạn đã sẵn sàng để thanh toán',
  'billing.scheduled.intro':
    'Xin chào {name}, kỳ trả phí của bạn đã kết thúc. Hãy thanh toán gói bạn đã chọn để bắt đầu gói và nhận tín dụng hằng tháng.',
  'billing.scheduled.button': 'Thanh toán và bắt đầu gói',
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
  'billing.method.sandbox': 'Thanh toán thử',
  'billing.method.vnpay': 'VNPay',
  // Credit packs and the return to the tool (issue 40, decision 102)
  'billing.description.credit-pack': 'Gói {credits} tín dụng',
  'billing.errors.packInvalid': 'Vui lòng chọn một gói tín dụng.',
  'billing.packs.heading': 'Mua gói tín dụng',
  'billing.packs.intro':
    'Thanh toán một lần, không đăng ký định kỳ. Tín dụng được cộng ngay khi thanh toán được xác nhận và dùng được trong 12 tháng.',
  'billing.packs.legend': 'Gói tín dụng',
  'billing.packs.option': '{credits} tín dụng: {price}',
  'billing.packs.perCredit': '{price} mỗi tín dụng',
  'billing.packs.plans': 'Muốn trả theo tháng? Xem các gói dịch vụ',
  'billing.packs.credits': '{credits} tín dụng, dùng trong 12 tháng',
  'billing.packs.back': 'Quay lại trang trước',
};
