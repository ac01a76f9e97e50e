import type { Translation } from '../translation.ts';
import type { enTeams } from '../en/teams.ts';

/** Làm việc nhóm (vấn đề 40 mục 9, quyết định 103): câu trả lời của API và thư mời. */
export const viTeams: Translation<typeof enTeams> = {
  'teams.api.planHasNoTeam':
    'Gói của bạn không có tính năng làm việc nhóm. Gói Chuyên nghiệp và Cao cấp có tính năng này.',
  'teams.api.seatsFull': 'Nhóm của bạn đã đủ người: gói gồm {seats} người.',
  'teams.api.ownerOnly': 'Chỉ chủ nhóm mới làm được việc này.',
  'teams.api.alreadyMember': 'Địa chỉ này đã là thành viên của một nhóm.',
  'teams.api.selfInvite': 'Bạn đã là chủ nhóm này.',
  'teams.api.inviteInvalid': 'Lời mời này không còn hiệu lực. Hãy nhờ chủ nhóm gửi lại lời mời.',
  'teams.api.inviteOtherEmail':
    'Lời mời này được gửi tới một địa chỉ khác. Hãy đăng nhập bằng địa chỉ được mời để chấp nhận.',
  'teams.api.ownerHasMembers':
    'Bạn đang là chủ một nhóm có thành viên. Hãy xóa các thành viên trước khi tham gia nhóm khác.',
  'teams.api.notFound': 'Không tìm thấy thành viên hoặc lời mời này.',
  'teams.mail.subject': '{owner} mời bạn vào nhóm Kiểu Studio',
  'teams.mail.body':
    '{owner} mời bạn làm việc trong tài khoản Kiểu Studio của họ: bạn sẽ dùng chung tín dụng, thư viện, lịch sử và danh mục. Hãy đăng nhập bằng địa chỉ này ({email}) để chấp nhận.',
  'teams.mail.button': 'Chấp nhận lời mời',
  'teams.mail.expiry': 'Liên kết có hiệu lực trong {days} ngày.',
};
