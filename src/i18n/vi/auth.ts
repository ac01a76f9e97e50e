import type { Translation } from '../translation.ts';
import type { enAuth } from '../en/auth.ts';

export const viAuth: Translation<typeof enAuth> = {
  'authApi.passwordRequired': 'Vui lòng nhập mật khẩu',
  'authApi.passwordTooShort': 'Mật khẩu phải có ít nhất 8 ký tự',
  'authApi.passwordTooLong': 'Mật khẩu không được quá 128 ký tự',
  'authApi.otpFormat': 'Vui lòng nhập mã xác minh hợp lệ',
  'authApi.firebaseTokenInvalid': 'Mã ID Firebase không hợp lệ - mã bị trống hoặc sai định dạng',
  'authApi.firebaseUserDataInvalid':
    'Dữ liệu người dùng Firebase không hợp lệ - thiếu trường bắt buộc (email, uid)',
  'authApi.googleCodeRequired': 'Thiếu mã đăng nhập Google',
  'authApi.redirectUriInvalid': 'Địa chỉ chuyển hướng không hợp lệ',
  'authApi.registered': 'Đăng ký thành công. Chúng tôi đã gửi mã xác minh đến email của bạn.',
  'authApi.otpSent': 'Đã gửi mã OTP',
  'authApi.verified': 'Xác minh thành công',
  'authApi.resetRequested':
    'Nếu email này đã có tài khoản, bạn sẽ nhận được hướng dẫn đặt lại mật khẩu.',
  'authApi.resetDone': 'Đặt lại mật khẩu thành công',
  'authApi.passwordChanged': 'Đã đổi mật khẩu',
  'authApi.invalidCredentials': 'Vui lòng kiểm tra lại thông tin đăng nhập và thử lại.',
  'authApi.emailNotVerified': 'Vui lòng xác minh email trước khi đăng nhập.',
  'authApi.accountDisabled': 'Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ bộ phận hỗ trợ.',
  'authApi.otpInvalid': 'Mã OTP không đúng. Vui lòng thử lại.',
  'authApi.otpExpired': 'Mã này đã hết hạn. Vui lòng yêu cầu mã mới.',
  'authApi.otpLocked': 'Bạn đã nhập sai quá nhiều lần. Vui lòng yêu cầu mã mới.',
  'authApi.otpResendTooSoon': 'Vui lòng đợi {seconds} giây trước khi yêu cầu mã mới.',
  'authApi.resetTokenInvalid': 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
  'authApi.currentPasswordWrong': 'Mật khẩu hiện tại không đúng.',
  'authApi.unauthorized': 'Vui lòng đăng nhập để tiếp tục.',
  'authApi.sessionInvalid': 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
  'authApi.adminOnly':
    'Truy cập bị từ chối: Bạn không có quyền truy cập trang quản trị. Chỉ quản trị viên được ủy quyền mới có thể truy cập khu vực này.',
  'authApi.identityFailed': 'Đăng nhập qua nhà cung cấp danh tính thất bại. Vui lòng thử lại.',
  'authApi.identityMismatch': 'Mã đăng nhập không khớp với thông tin người dùng.',
  'authApi.identityCodeSent':
    'Chúng tôi đã gửi mã đăng nhập đến email của bạn. Hãy nhập mã tại đây để hoàn tất đăng nhập.',
  'authApi.identityConfirmationInvalid':
    'Phiên đăng nhập này đã hết hạn. Vui lòng tiếp tục với Google lần nữa.',
  'authApi.googleFailed': 'Đăng nhập Google thất bại. Vui lòng thử lại.',
  'authApi.googleNotConfigured': 'Đăng nhập Google hiện chưa khả dụng.',
  'authApi.tooManyAttempts': 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
};
