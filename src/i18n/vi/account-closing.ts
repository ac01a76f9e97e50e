import type { Translation } from '../translation.ts';
import type { enAccountClosing } from '../en/account-closing.ts';

/** "Đóng tài khoản" trên /profile, câu trả lời của API, thư và trang khôi phục (quyết định 056). */
export const viAccountClosing: Translation<typeof enAccountClosing> = {
  'accountClosing.heading': 'Đóng tài khoản',
  'accountClosing.intro':
    'Khi đóng tài khoản, bạn bị đăng xuất trên mọi thiết bị, các API token ngừng hoạt động, các lượt tạo chưa xong bị hủy (tín dụng được hoàn lại) và gói không tự gia hạn nữa. Sau {days} ngày, ảnh tải lên, kết quả, liên kết chia sẻ, bản xuất dữ liệu và hồ sơ của bạn bị xóa vĩnh viễn. Trước thời hạn đó, liên kết trong thư xác nhận sẽ khôi phục mọi thứ.',
  'accountClosing.start': 'Đóng tài khoản…',
  'accountClosing.dialogTitle': 'Đăng nhập lại để đóng tài khoản',
  'accountClosing.passwordLabel': 'Mật khẩu hiện tại',
  'accountClosing.googleHint': 'Bạn đăng nhập bằng Google? Hãy xác nhận bằng Google.',
  'accountClosing.withGoogle': 'Xác nhận bằng Google',
  'accountClosing.confirm': 'Đóng tài khoản',
  'accountClosing.closing': 'Đang đóng…',
  'accountClosing.cancel': 'Giữ tài khoản',
  'accountClosing.done':
    'Tài khoản của bạn đang được đóng. Chúng tôi đã gửi thư có liên kết khôi phục, dùng được đến {date}.',
  'accountClosing.home': 'Về trang chủ',
  'accountClosing.failed': 'Không đóng được tài khoản',
  'accountClosing.api.reauthRequired':
    'Hãy đăng nhập lại để đóng tài khoản: nhập mật khẩu hiện tại hoặc xác nhận bằng Google.',
  'accountClosing.api.reauthStale':
    'Lần đăng nhập này đã quá lâu. Hãy xác nhận lại bằng Google rồi đóng tài khoản trong vòng 5 phút.',
  'accountClosing.api.identityNotLinked':
    'Tài khoản Google này không liên kết với tài khoản của bạn.',
  'accountClosing.api.alreadyClosing': 'Tài khoản này đang được đóng.',
  'accountClosing.api.signInRefused':
    'Tài khoản này đang được đóng nên không thể đăng nhập. Để giữ lại, hãy mở liên kết “Khôi phục tài khoản” trong thư chúng tôi gửi khi bạn đóng tài khoản, trước khi liên kết hết hạn.',
  'accountClosing.api.undoInvalid':
    'Liên kết khôi phục này không hợp lệ hoặc đã hết hạn. Chỉ có thể khôi phục tài khoản trong vòng {days} ngày sau khi đóng.',
  'accountClosing.api.cancelled': 'Đã hủy vì tài khoản bị đóng. Tín dụng đã được hoàn lại.',
  'accountClosing.mail.closedSubject': 'Tài khoản Kiểu Studio của bạn đang được đóng',
  'accountClosing.mail.closedIntro':
    'Xin chào {name}, bạn đã yêu cầu đóng tài khoản Kiểu Studio. Bạn đã được đăng xuất trên mọi thiết bị và các API token không còn hoạt động. Vào {date}, ảnh tải lên, kết quả, liên kết chia sẻ, bản xuất dữ liệu và hồ sơ của bạn sẽ bị xóa vĩnh viễn. Nếu đổi ý, liên kết dưới đây khôi phục mọi thứ cho đến lúc đó; liên kết chỉ dùng được một lần.',
  'accountClosing.mail.undoLink': 'Khôi phục tài khoản',
  'accountClosing.mail.restoredSubject': 'Tài khoản Kiểu Studio của bạn đã được khôi phục',
  'accountClosing.mail.restoredIntro':
    'Xin chào {name}, tài khoản Kiểu Studio của bạn đã được khôi phục cùng toàn bộ dữ liệu. Hãy đăng nhập lại để tiếp tục; các API token hoạt động trở lại.',
  'accountClosing.mail.deletedSubject': 'Tài khoản Kiểu Studio của bạn đã bị xóa',
  'accountClosing.mail.deletedIntro':
    'Xin chào {name}, tài khoản Kiểu Studio và toàn bộ dữ liệu trong đó đã bị xóa theo yêu cầu của bạn. Chứng từ thanh toán được lưu 10 năm theo luật kế toán Việt Nam, không kèm tên hay email của bạn. Đây là thư cuối cùng chúng tôi gửi cho bạn.',
  'accountClosing.restore.title': 'Khôi phục tài khoản',
  'accountClosing.restore.intro':
    'Khôi phục tài khoản Kiểu Studio cùng toàn bộ dữ liệu. Sau đó bạn đăng nhập lại.',
  'accountClosing.restore.button': 'Khôi phục tài khoản',
  'accountClosing.restore.working': 'Đang khôi phục…',
  'accountClosing.restore.done': 'Tài khoản của bạn đã được khôi phục. Bạn có thể đăng nhập lại.',
  'accountClosing.restore.signIn': 'Đăng nhập',
  'accountClosing.restore.missing': 'Liên kết này không đầy đủ. Hãy mở lại liên kết trong thư.',
  'accountClosing.restore.failed': 'Không khôi phục được tài khoản. Vui lòng thử lại.',
  'accountClosing.admin.closing': 'Đang đóng: xóa vào {date}',
  // What closing does to what was paid (issue 40, terms §7, decision 102)
  'accountClosing.notice.title': 'Tín dụng và các khoản thanh toán của bạn',
  'accountClosing.notice.credits':
    'Bạn còn {credits} tín dụng đã trả tiền chưa dùng. Chúng sẽ mất khi tài khoản bị xóa, {days} ngày sau khi đóng; hủy việc đóng trước thời điểm đó sẽ giữ lại chúng.',
  'accountClosing.notice.noCredits': 'Bạn không còn tín dụng đã trả tiền nào chưa dùng.',
  'accountClosing.notice.refundable':
    'Thanh toán trong {days} ngày qua và chưa dùng tín dụng nào từ đó, nên được hoàn đủ nếu bạn yêu cầu qua support@kieu.studio trước ngày xóa:',
  'accountClosing.notice.payment': '{reference}: {amount}, thanh toán ngày {date}',
  'accountClosing.notice.noRefund':
    'Không có khoản thanh toán nào trong {days} ngày qua được hoàn: tín dụng không quy đổi thành tiền mặt.',
  'accountClosing.notice.terms': 'Xem điều khoản (mục 7)',
  'accountClosing.notice.loading': 'Đang kiểm tra tín dụng và các khoản thanh toán...',
};
