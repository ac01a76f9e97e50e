import type { Translation } from '../translation.ts';
import type { enDevelopers } from '../en/developers.ts';

export const viDevelopers: Translation<typeof enDevelopers> = {
  'developers.title': 'API Kiểu Studio cho nhà phát triển: lấy token, thử đồ lần đầu',
  'developers.description':
    'Tạo ảnh thử đồ, ảnh người mẫu và chỉnh sửa ảnh ngay từ hệ thống của cửa hàng bằng API Kiểu Studio: cách lấy token, gói cước cần có và tài liệu tham khảo đầy đủ.',
  'developers.footerLink': 'API cho nhà phát triển',
  'developers.referenceLink': 'Tài liệu tham khảo API',
  'developers.footerHeading': 'Nhà phát triển',
  'developers.eyebrow': 'Dành cho nhà phát triển',
  'developers.heading': 'Thử đồ ngay từ hệ thống của bạn',
  'developers.intro':
    'API làm được những gì studio làm, từ máy chủ của cửa hàng bạn: tải ảnh lên, gửi một yêu cầu thử đồ hoặc dịch vụ khác, rồi nhận kết quả bằng cách hỏi lại hoặc qua webhook có chữ ký.',
  'developers.token.heading': 'Lấy token',
  'developers.token.account.title': 'Một tài khoản',
  'developers.token.account.body':
    'Đăng ký trong studio, hoặc qua API: `POST /auth/register`, gửi mã 6 chữ số nhận qua email tới `POST /auth/verify_otp`, rồi `POST /auth/login` để có phiên đăng nhập.',
  'developers.token.plan.title': 'Một gói cước có quyền dùng API',
  'developers.token.plan.body':
    'Token API có từ {withApi}. Với {withoutApi}, việc tạo token trả về `403 plan_without_api_access`: tín dụng dùng thử miễn phí dành cho studio.',
  'developers.token.plan.link': 'Xem các gói cước',
  'developers.token.create.title': 'Một token',
  'developers.token.create.body':
    'Trong studio, mở Quản lý API và tạo token với các dịch vụ được phép gọi và số yêu cầu mỗi phút (từ 1 đến 1.000), hoặc gọi `POST /api-tokens`. Giá trị của token, `ks_live_…`, chỉ hiện một lần: hãy giữ nó trên máy chủ của bạn.',
  'developers.token.create.link': 'Mở Quản lý API',
  'developers.consent.heading': 'Ảnh có người cần sự đồng ý của họ',
  'developers.consent.body':
    'Tải ảnh có người lên kèm `consent=subject` (người trong ảnh đã đồng ý) hoặc `consent=self` (đó là bạn): ảnh người mẫu, khuôn mặt, kiểu tóc mẫu và các ảnh khác đều cần, ảnh trang phục cũng cần khi thấy có người trong ảnh. Yêu cầu tạo ảnh sẽ từ chối một ảnh có người chưa có ghi nhận đồng ý (422), trước khi giữ bất kỳ tín dụng nào.',
  'developers.engines.heading': 'Những gì công cụ tạo ảnh ở đây nhận',
  'developers.engines.body':
    'Một số tùy chọn chỉ có ở một số công cụ tạo ảnh: công cụ demo không nhận `mode`, `seed` hay nhiều mẫu khi thử đồ. `GET /v1/capabilities` liệt kê, cho từng dịch vụ, những tùy chọn mà công cụ tạo ảnh của dịch vụ đó từ chối, để không có lần từ chối bất ngờ nào.',
  'developers.links.heading': 'Tài liệu tham khảo',
  'developers.links.reference': 'Tài liệu API tương tác',
  'developers.links.referenceNote': 'mọi thao tác, kèm ví dụ curl và TypeScript',
  'developers.links.document': 'Tài liệu OpenAPI 3.1',
  'developers.links.documentNote': 'cho các công cụ sinh mã; mỗi phiên bản có tài liệu riêng',
  'developers.links.changelog': 'Các phiên bản và thay đổi',
  'developers.links.changelogNote': 'mỗi phiên bản theo ngày đã thay đổi những gì',
  'developers.links.capabilities': 'Khả năng của các công cụ tạo ảnh',
  'developers.links.capabilitiesNote': 'các tùy chọn mỗi dịch vụ nhận tại đây',
  'developers.list.and': '{first} và {last}',
};
