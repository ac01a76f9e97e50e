import type { Translation } from '../translation.ts';
import type { enContact } from '../en/contact.ts';

export const viContact: Translation<typeof enContact> = {
  'contact.title': 'Liên hệ Kiểu Studio: hỗ trợ, bảng giá và hợp tác',
  'contact.description':
    'Gửi tin nhắn cho đội ngũ Kiểu Studio về hỗ trợ, bảng giá, hợp tác hoặc góp ý. Chúng tôi phản hồi trong vòng 24 giờ.',
  'contact.heading': 'Trò chuyện với đội ngũ của chúng tôi',
  'contact.intro':
    'Thắc mắc về studio, chọn gói cho cửa hàng hay ý tưởng hợp tác: hãy gửi tin nhắn, chúng tôi phản hồi trong vòng 24 giờ.',
  'contact.formHeading': 'Gửi tin nhắn',
  'contact.firstName': 'Tên',
  'contact.lastName': 'Họ',
  'contact.email': 'Email',
  'contact.phone': 'Số điện thoại',
  'contact.topic': 'Chủ đề',
  'contact.topic.support': 'Hỗ trợ',
  'contact.topic.pricing': 'Bảng giá',
  'contact.topic.cooperation': 'Hợp tác',
  'contact.topic.feedback': 'Góp ý',
  'contact.topic.other': 'Khác',
  'contact.message': 'Chúng tôi có thể giúp gì cho bạn?',
  'contact.files': 'Tệp đính kèm (không bắt buộc)',
  'contact.filesHint': 'PNG, JPG hoặc PDF, tối đa 4 tệp, mỗi tệp 10 MB.',
  'contact.submit': 'Gửi tin nhắn',
  'contact.sending': 'Đang gửi…',
  'contact.required': 'Vui lòng điền trường này.',
  'contact.success':
    'Cảm ơn bạn! Tin nhắn đã được gửi. Mã tham chiếu: {reference}. Chúng tôi phản hồi trong vòng 24 giờ.',
  'contact.failed':
    'Chưa gửi được tin nhắn. Vui lòng kiểm tra kết nối và thử lại: nội dung bạn nhập vẫn được giữ nguyên.',
  'contact.fixErrors': 'Vui lòng sửa các trường được đánh dấu.',
  'contact.infoHeading': 'Các cách liên hệ khác',
  'contact.infoEmail': 'Email',
  'contact.infoPhone': 'Đường dây nóng',
  'contact.infoAddress': 'Văn phòng',
  'contact.address': '12 Nguyễn Huệ, phường Sài Gòn, Thành phố Hồ Chí Minh',
  'contact.infoHours': 'Giờ làm việc',
  'contact.hours': 'Thứ Hai đến Thứ Bảy, 8:00 đến 20:00',
  'contact.promise': 'Chúng tôi phản hồi mọi tin nhắn trong vòng 24 giờ.',
};
