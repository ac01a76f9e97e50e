import type { Translation } from '../translation.ts';
import type { enValidation } from '../en/validation.ts';

export const viValidation: Translation<typeof enValidation> = {
  'validation.invalid': 'Yêu cầu không hợp lệ.',
  'validation.unknownField':
    'Trường không được hỗ trợ: {field}. Hãy kiểm tra chính tả theo tài liệu.',
  'validation.wrongType': 'Trường này sai kiểu dữ liệu.',
  'validation.nameRequired': 'Vui lòng nhập họ tên',
  'validation.nameTooShort': 'Họ tên phải có ít nhất 2 ký tự',
  'validation.nameTooLong': 'Họ tên không được quá 100 ký tự',
  'validation.firstNameRequired': 'Vui lòng nhập tên',
  'validation.firstNameTooLong': 'Tên không được quá 50 ký tự',
  'validation.lastNameRequired': 'Vui lòng nhập họ',
  'validation.lastNameTooLong': 'Họ không được quá 50 ký tự',
  'validation.phoneRequired': 'Vui lòng nhập số điện thoại',
  'validation.phoneInvalid': 'Vui lòng nhập số điện thoại hợp lệ (từ 9 đến 15 chữ số)',
  'validation.emailRequired': 'Vui lòng nhập email',
  'validation.emailInvalid': 'Vui lòng nhập email hợp lệ',
  'validation.businessTypeInvalid': 'Vui lòng chọn loại hình kinh doanh trong danh sách',
  'validation.messageTooLong': 'Lời nhắn không được quá 1000 ký tự',
  'validation.localeInvalid': 'Ngôn ngữ phải là tiếng Việt (vi) hoặc tiếng Anh (en)',
  'validation.topicInvalid': 'Vui lòng chọn chủ đề trong danh sách',
  'validation.descriptionRequired': 'Vui lòng mô tả yêu cầu của bạn',
  'validation.descriptionTooShort': 'Nội dung mô tả phải có ít nhất 10 ký tự',
  'validation.descriptionTooLong': 'Nội dung mô tả không được quá 5000 ký tự',
  'validation.fileType': 'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp {acceptedTypes}',
  'validation.payloadTooLarge': 'Nội dung yêu cầu quá lớn. Dung lượng tối đa là {maxSize}MB.',
  'validation.fileTooLarge': 'Tệp quá lớn. Dung lượng tối đa là {maxSize}MB',
  'validation.tooManyFiles': 'Bạn chỉ có thể tải lên tối đa {maxFiles} tệp',
  'validation.formRequired': 'Vui lòng gửi biểu mẫu dưới dạng multipart/form-data',
  'validation.rateLimited': 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau {minutes} phút.',
  'validation.nulCharacter': 'Trường này không được chứa ký tự NUL (\\u0000)',
  'validation.formUnreadable': 'Không đọc được biểu mẫu. Vui lòng gửi lại',
  'validation.unsupportedMediaType':
    'Kiểu nội dung này không được chấp nhận. Vui lòng kiểm tra tiêu đề Content-Type',
  'validation.valueRefused': 'Một giá trị trong yêu cầu không hợp lệ.',
};
