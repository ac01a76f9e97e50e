import type { Translation } from '../translation.ts';
import type { enApiTokens } from '../en/api-tokens.ts';

export const viApiTokens: Translation<typeof enApiTokens> = {
  'apiTokens.errors.nameRequired': 'Vui lòng nhập tên token.',
  'apiTokens.errors.nameTooLong': 'Tên token dài tối đa 80 ký tự.',
  'apiTokens.errors.servicesRequired': 'Vui lòng chọn ít nhất một quyền dịch vụ.',
  'apiTokens.errors.serviceInvalid': 'Dịch vụ này không tồn tại.',
  'apiTokens.errors.rateLimitRange':
    'Giới hạn tốc độ phải là số nguyên từ 1 đến 1000 yêu cầu mỗi phút.',
  'apiTokens.errors.notFound': 'API token này không tồn tại.',
  'apiTokens.errors.planWithoutApi':
    'Quyền truy cập API có từ gói {plan} trở lên. Hãy nâng cấp gói để tạo API token.',
  'apiTokens.errors.tooMany':
    'Bạn có thể giữ tối đa {limit} API token. Hãy xóa token không còn dùng.',
  'apiTokens.errors.invalidToken': 'API token bị thiếu, không tồn tại, đã tắt hoặc đã bị xóa.',

  'apiTokens.docs.intro': 'Gọi API từ hệ thống của bạn bằng một token:',
  'apiTokens.docs.link': 'Tài liệu API kèm ví dụ curl và TypeScript (mở trong thẻ mới)',
  'apiTokens.list.title': 'API token',
  'apiTokens.list.empty':
    'Chưa có API token nào. Hãy tạo một token để gọi API từ hệ thống của bạn.',
  'apiTokens.list.loadFailed': 'Không tải được danh sách API token.',
  'apiTokens.list.retry': 'Thử lại',
  'apiTokens.list.create': 'Tạo token',
  'apiTokens.list.name': 'Tên',
  'apiTokens.list.prefix': 'Token',
  'apiTokens.list.services': 'Dịch vụ',
  'apiTokens.list.rateLimit': 'Giới hạn tốc độ',
  'apiTokens.list.perMinute': '{count} / phút',
  'apiTokens.list.lastUsed': 'Dùng lần cuối',
  'apiTokens.list.never': 'Chưa dùng',
  'apiTokens.list.status': 'Trạng thái',
  'apiTokens.list.active': 'Đang bật',
  'apiTokens.list.inactive': 'Đã tắt',
  'apiTokens.list.actions': 'Thao tác',
  'apiTokens.list.details': 'Chi tiết',
  'apiTokens.list.toggle': 'Bật: {name}',
  'apiTokens.planGate':
    'Quyền truy cập API có từ gói {plan} trở lên. Các token của bạn vẫn được liệt kê, nhưng cần gói có API để tạo token mới.',
  'apiTokens.planGateLink': 'Xem các gói',

  'apiTokens.create.title': 'Tạo API token',
  'apiTokens.create.name': 'Tên token',
  'apiTokens.create.namePlaceholder': 'VD: Website cửa hàng',
  'apiTokens.create.services': 'Quyền dịch vụ',
  'apiTokens.create.rateLimit': 'Giới hạn tốc độ (yêu cầu mỗi phút)',
  'apiTokens.create.submit': 'Tạo token',
  'apiTokens.create.cancel': 'Hủy',
  'apiTokens.create.failed': 'Không tạo được API token.',

  'apiTokens.issued.title': 'API token mới của bạn',
  'apiTokens.issued.once':
    'Hãy sao chép token này ngay và giữ an toàn: token chỉ hiển thị một lần. Nếu làm mất, hãy tạo lại.',
  'apiTokens.issued.copy': 'Sao chép token',
  'apiTokens.issued.copied': 'Đã sao chép token',
  'apiTokens.issued.copyFailed': 'Không sao chép được token vào bộ nhớ tạm',
  'apiTokens.issued.done': 'Xong',

  'apiTokens.details.title': 'Chi tiết token',
  'apiTokens.details.created': 'Ngày tạo',
  'apiTokens.details.save': 'Lưu thay đổi',
  'apiTokens.details.saved': 'Đã lưu token',
  'apiTokens.details.saveFailed': 'Không lưu được API token.',
  'apiTokens.details.regenerate': 'Tạo lại token',
  'apiTokens.details.regenerateConfirm':
    'Tạo lại token này? Giá trị hiện tại sẽ ngừng hoạt động ngay.',
  'apiTokens.details.delete': 'Xóa token',
  'apiTokens.details.deleteConfirm':
    'Xóa token này? Các lệnh gọi dùng token sẽ ngừng hoạt động ngay.',
  'apiTokens.details.deleted': 'Đã xóa token',
  'apiTokens.details.deleteFailed': 'Không xóa được API token.',
  'apiTokens.details.close': 'Đóng',
  'apiTokens.details.webhookSecret': 'Khóa ký webhook',
  'apiTokens.details.webhookSecretShow': 'Hiện khóa',
  'apiTokens.details.webhookSecretHide': 'Ẩn khóa',
  'apiTokens.details.webhookSecretCopy': 'Sao chép khóa',
  'apiTokens.details.webhookSecretCopied': 'Đã sao chép khóa webhook vào bộ nhớ tạm',
  'apiTokens.details.webhookSecretCopyFailed': 'Không sao chép được khóa webhook vào bộ nhớ tạm',
  'apiTokens.details.webhookSecretLoadFailed': 'Không tải được khóa webhook.',
  'apiTokens.details.webhookSecretHint':
    'Hãy kiểm tra mỗi webhook: header Kieu-Signature có dạng t=<thời điểm>,v1=<HMAC-SHA256 của "<thời điểm>.<nội dung gốc>" với khóa này>. Tạo lại token, hoặc xoay vòng khóa bằng POST /v1/webhook-secret/rotate, sẽ đổi khóa.',
  // Keyboard and focus (issue 40): the app's own confirmation of regenerate and delete.
  'apiTokens.details.confirm': 'Xác nhận',

  'apiTokens.webhook.invalid': 'URL webhook phải là một địa chỉ http hoặc https hợp lệ.',
  'apiTokens.webhook.tooLong': 'URL webhook dài tối đa {max} ký tự.',
  'apiTokens.webhook.credentials': 'URL webhook không được chứa tên người dùng hoặc mật khẩu.',
  'apiTokens.webhook.httpsOnly': 'URL webhook phải dùng https.',
  'apiTokens.webhook.privateHost':
    'URL webhook phải trỏ tới một máy chủ công khai, không phải localhost hay địa chỉ riêng, loopback hoặc link-local.',

  'apiTokens.usage.errors.days': 'Khoảng thời gian phải là 7, 30 hoặc 90 ngày.',
  'apiTokens.usage.errors.tokenId': 'Mã token không hợp lệ.',
  'apiTokens.usage.title': 'Mức sử dụng',
  'apiTokens.usage.intro': 'Số lệnh gọi, lỗi và tín dụng đã dùng qua API, theo ngày (UTC).',
  'apiTokens.usage.period': 'Khoảng thời gian',
  'apiTokens.usage.lastDays': '{count} ngày qua',
  'apiTokens.usage.token': 'API token',
  'apiTokens.usage.allTokens': 'Tất cả token',
  'apiTokens.usage.loadFailed': 'Không tải được mức sử dụng API.',
  'apiTokens.usage.empty': 'Chưa có lệnh gọi API nào trong khoảng thời gian này.',
  'apiTokens.usage.calls': 'Lệnh gọi',
  'apiTokens.usage.errorCount': 'Lỗi',
  'apiTokens.usage.credits': 'Tín dụng đã dùng',
  'apiTokens.usage.chart.calls': 'Lệnh gọi API mỗi ngày',
  'apiTokens.usage.chart.errors': 'Lỗi mỗi ngày',
  'apiTokens.usage.chart.credits': 'Tín dụng đã dùng mỗi ngày',
  'apiTokens.usage.chart.summary':
    '{metric}: {total} trong {days} ngày qua, nhiều nhất {peak} vào {day}',
  'apiTokens.usage.chart.summaryNone': '{metric}: không có trong {days} ngày qua',
  'apiTokens.usage.byService': 'Theo dịch vụ',
  'apiTokens.usage.byToken': 'Theo token',
  'apiTokens.usage.service': 'Dịch vụ',
  'apiTokens.usage.total': 'Tổng',
  'apiTokens.usage.totalNote':
    'Tổng cũng tính các lệnh gọi không thuộc dịch vụ nào, như đọc một tác vụ.',
  'apiTokens.usage.daily': 'Số liệu theo ngày',
  'apiTokens.usage.day': 'Ngày (UTC)',
};
