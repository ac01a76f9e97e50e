import type { Translation } from '../translation.ts';
import type { enMail } from '../en/mail.ts';

export const viMail: Translation<typeof enMail> = {
  'mail.greeting': 'Xin chào {name},',
  'mail.signature': 'Đội ngũ Kiểu Studio',
  'mail.otp.subject': 'Mã xác minh Kiểu Studio của bạn',
  'mail.otp.intro': 'Dùng mã sau để xác minh địa chỉ email của bạn:',
  'mail.otp.expiry':
    'Mã có hiệu lực trong {minutes} phút. Nếu bạn không tạo tài khoản Kiểu Studio, bạn có thể bỏ qua email này.',
  'mail.reset.subject': 'Đặt lại mật khẩu Kiểu Studio',
  'mail.reset.intro':
    'Chúng tôi nhận được yêu cầu đặt lại mật khẩu của bạn. Mở liên kết sau để chọn mật khẩu mới:',
  'mail.reset.button': 'Chọn mật khẩu mới',
  'mail.reset.expiry':
    'Liên kết chỉ dùng được một lần và có hiệu lực trong {minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  'mail.taken.subject': 'Có người đã thử tạo tài khoản Kiểu Studio bằng email của bạn',
  'mail.taken.intro':
    'Vừa có người thử tạo một tài khoản Kiểu Studio mới bằng địa chỉ email này. Bạn đã có tài khoản nên không có gì thay đổi. Nếu đó là bạn, hãy đăng nhập, hoặc chọn "Quên mật khẩu?" trong khung đăng nhập để đặt mật khẩu mới:',
  'mail.taken.button': 'Đến Kiểu Studio',
  'mail.taken.note':
    'Nếu không phải bạn, bạn có thể bỏ qua email này: tài khoản và mật khẩu của bạn vẫn giữ nguyên.',
  'mail.identityNew.subject': 'Mã đăng nhập Kiểu Studio của bạn',
  'mail.identityNew.intro': 'Để hoàn tất đăng nhập Kiểu Studio bằng Google, hãy nhập mã sau:',
  'mail.identityLink.subject': 'Thêm đăng nhập bằng Google cho tài khoản Kiểu Studio',
  'mail.identityLink.intro':
    'Vừa có người đăng nhập bằng Google với địa chỉ email này và yêu cầu dùng nó cho tài khoản Kiểu Studio của bạn. Nếu đó là bạn, hãy nhập mã sau tại nơi bạn đăng nhập:',
  'mail.identity.expiry':
    'Mã có hiệu lực trong {minutes} phút. Nếu không phải bạn, hãy bỏ qua email này và đừng chia sẻ mã cho ai: tài khoản của bạn vẫn giữ nguyên.',
};
