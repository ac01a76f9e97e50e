import type { Translation } from '../translation.ts';
import type { enPages } from '../en/pages.ts';

export const viPages: Translation<typeof enPages> = {
  'payment.success.title': 'Thanh toán thành công',
  'payment.success.heading': 'Cảm ơn bạn, thanh toán đã thành công',
  'payment.success.body':
    'Tín dụng và gói của bạn được kích hoạt ngay khi cổng thanh toán xác nhận, thường chỉ trong vài giây. Biên nhận đang được gửi tới email của bạn.',
  'payment.cancel.title': 'Đã hủy thanh toán',
  'payment.cancel.heading': 'Bạn đã hủy thanh toán',
  'payment.cancel.body':
    'Bạn chưa bị trừ tiền và gói hiện tại giữ nguyên. Bạn có thể chọn gói lại bất cứ lúc nào.',
  'payment.error.title': 'Thanh toán thất bại',
  'payment.error.heading': 'Không thể hoàn tất thanh toán',
  'payment.error.body':
    'Bạn chưa bị trừ tiền. Vui lòng thử lại, dùng phương thức thanh toán khác, hoặc liên hệ chúng tôi kèm thời gian thanh toán.',
  'payment.toDashboard': 'Đến bảng điều khiển',
  'payment.toPricing': 'Quay lại bảng giá',
  'payment.toContact': 'Liên hệ hỗ trợ',
  'payment.description': 'Kết quả thanh toán của bạn tại Kiểu Studio.',

  'authPages.verify.title': 'Xác thực email',
  'authPages.reset.title': 'Đặt mật khẩu mới',
  'authPages.google.title': 'Đang đăng nhập bằng Google',
  'authPages.testGoogle.title': 'Thử đăng nhập Google',
  'authPages.description': 'Đăng nhập vào Kiểu Studio.',
  'authPages.loading': 'Đang tải…',
  'authPages.noScript': 'Trang này cần JavaScript để đăng nhập.',

  'errors.somethingWrong': 'Đã xảy ra lỗi',
  'errors.somethingWrongBody': 'Một lỗi không mong muốn đã dừng màn hình này. Vui lòng thử lại.',
  'errors.tryAgain': 'Thử lại',
  'errors.unexpected': 'Lỗi ứng dụng không mong muốn!',
  'errors.unexpectedBody': 'Không thể hiển thị trang. Hãy quay lại trang chủ và thử lại.',
  'errors.home': 'Về trang chủ',

  'notFound.suggestions': 'Bạn muốn đi tới đâu?',
  'notFound.pricing': 'Xem các gói và bảng giá',
  'notFound.contact': 'Liên hệ đội ngũ của chúng tôi',
  'notFound.code': 'Lỗi 404',

  'test.title': 'Trang thử nghiệm',
  'test.description': 'Các màn hình để kiểm tra trang web: màn hình lỗi.',
  'test.heading': 'Trang thử nghiệm',
  'test.intro': 'Các màn hình lỗi mà trang web hiển thị khi có sự cố, để kiểm tra.',
  // The return to the tool after a payment (issue 40, decision 102)
  'payment.returned':
    'Tín dụng được cộng ngay khi cổng thanh toán xác nhận, thường chỉ vài giây. Biên lai đang được gửi tới email của bạn.',
};
