import type { Translation } from '../translation.ts';
import type { enVerify } from '../en/verify.ts';

export const viVerify: Translation<typeof enVerify> = {
  'verify.title': 'Kiểm tra nội dung AI: đọc thông tin xác thực của ảnh hoặc video',
  'verify.description':
    'Kiểm tra một ảnh hoặc video có được tạo bằng AI không, bằng công cụ nào của Kiểu Studio, vào lúc nào và đã bị sửa chưa: đọc ngay trên trình duyệt, không tải tệp lên.',
  'verify.footerLink': 'Kiểm tra nội dung AI',
  'verify.eyebrow': 'Thông tin xác thực nội dung (C2PA)',
  'verify.heading': 'Nội dung này có được tạo bằng AI không?',
  'verify.intro':
    'Mọi ảnh và video Kiểu Studio tạo ra đều mang thông tin xác thực nội dung có chữ ký, theo yêu cầu của Luật Trí tuệ nhân tạo. Hãy chọn một tệp để đọc: việc kiểm tra chạy trên trình duyệt của bạn và tệp không rời khỏi thiết bị.',
  'verify.drop.heading': 'Kiểm tra một tệp',
  'verify.drop.body': 'Thả ảnh hoặc video vào đây, hoặc chọn một tệp từ thiết bị của bạn.',
  'verify.drop.hint':
    'Ảnh JPEG, PNG hoặc WebP tối đa {imageSize} MB; video MP4 hoặc MOV tối đa {videoSize} MB.',
  'verify.choose': 'Chọn tệp',
  'verify.fileInput': 'Ảnh hoặc video cần kiểm tra',
  'verify.checking': 'Đang kiểm tra {name}…',
  'verify.result.heading': 'Kết quả cho {name}',
  'verify.verdict.ai': 'Nội dung tạo bởi AI',
  'verify.verdict.notAi': 'Có thông tin xác thực, không ghi nhận việc tạo bằng AI',
  'verify.verdict.changed': 'Có thông tin xác thực, nhưng tệp đã bị thay đổi sau khi ký',
  'verify.verdict.none': 'Không tìm thấy thông tin xác thực nội dung',
  'verify.none.body':
    'Tệp này không mang thông tin xác thực nội dung C2PA. Điều đó không chứng minh đây là ảnh thật: thông tin xác thực sẽ mất khi tệp bị chụp màn hình hoặc lưu lại bằng một ứng dụng không giữ chúng.',
  'verify.fact.ai': 'Tạo bằng AI',
  'verify.fact.tool': 'Công cụ',
  'verify.fact.made': 'Thời điểm tạo',
  'verify.fact.changed': 'Bị thay đổi sau khi ký',
  'verify.fact.signer': 'Đơn vị ký',
  'verify.yes': 'Có',
  'verify.no': 'Không',
  'verify.notNamed': 'Thông tin xác thực không ghi rõ',
  'verify.otherTool': 'Một ứng dụng khác, không phải công cụ của Kiểu Studio',
  'verify.intact.yes': 'Không: tệp giữ nguyên như lúc được ký',
  'verify.intact.no':
    'Có: tệp đã bị thay đổi sau khi ký, nên thông tin xác thực không còn mô tả đúng tệp này',
  'verify.error.empty': 'Tệp trống. Vui lòng chọn một ảnh hoặc video.',
  'verify.error.type':
    'Không thể kiểm tra tệp này. Vui lòng chọn ảnh JPEG, PNG hoặc WebP, hoặc video MP4 hoặc MOV.',
  'verify.error.tooLarge':
    'Tệp quá lớn để kiểm tra: ảnh tối đa {imageSize} MB, video tối đa {videoSize} MB.',
  'verify.error.read': 'Không đọc được tệp. Vui lòng thử lại.',
  'verify.error.load': 'Không tải được công cụ kiểm tra. Vui lòng kiểm tra kết nối và thử lại.',
  'verify.about.heading': 'Việc kiểm tra chứng minh được gì, và không chứng minh được gì',
  'verify.about.proves': 'Chứng minh được',
  'verify.about.proves.1':
    'điều thông tin xác thực ghi lại: tệp được tạo hoặc chỉnh sửa bằng AI, bằng công cụ nào và vào lúc nào;',
  'verify.about.proves.2':
    'tệp có giữ nguyên như lúc được ký không: chỉ một điểm ảnh bị sửa cũng làm việc kiểm tra thất bại;',
  'verify.about.proves.3': 'chứng thư số của đơn vị nào đã ký tệp.',
  'verify.about.notProves': 'Không chứng minh được',
  'verify.about.notProves.1':
    'một tệp không có thông tin xác thực là thật: thông tin có thể bị xóa, và phần lớn máy ảnh, ứng dụng hiện chưa ghi thông tin này;',
  'verify.about.notProves.2':
    'danh tính thật của bên ký: trang này đọc tên trong chứng thư ký nhưng không đối chiếu với danh sách chứng thư đáng tin cậy;',
  'verify.about.notProves.3': 'những người hoặc sản phẩm trong ảnh có thật hay không.',
  'verify.about.api':
    'Đơn vị tích hợp có thể chạy cùng phép kiểm tra trên máy chủ của mình bằng POST /v1/verify trong API của Kiểu Studio.',
};
