import type { Translation } from '../translation.ts';
import type { enFidelity } from '../en/fidelity.ts';

/** Báo cáo độ trung thực của trang phục (issue 41): mỗi bước kiểm tra thấy gì, bằng lời người bán hiểu. */
export const viFidelity: Translation<typeof enFidelity> = {
  'fidelity.verdict.pass': 'Khớp với sản phẩm',
  'fidelity.verdict.warn': 'Cần xem lại',
  'fidelity.verdict.fail': 'Khác với sản phẩm',
  'fidelity.kind.colour': 'Màu sắc',
  'fidelity.kind.pattern': 'Họa tiết và hình in',
  'fidelity.kind.shape': 'Dáng và độ dài',
  'fidelity.kind.identity': 'Khuôn mặt người mẫu',
  'fidelity.reason.colour-match':
    'Màu trang phục khớp với ảnh sản phẩm (độ lệch màu ΔE {score}, dưới mức {warn}).',
  'fidelity.reason.colour-shifted':
    'Màu trang phục hơi lệch so với ảnh sản phẩm (độ lệch màu ΔE {score}, từ mức {warn} cần xem lại). Hãy kiểm tra trước khi đăng bán.',
  'fidelity.reason.colour-far':
    'Màu trang phục khác rõ so với ảnh sản phẩm (độ lệch màu ΔE {score}, từ mức {fail} là không đạt). Đừng dùng ảnh này để giới thiệu sản phẩm.',
  'fidelity.reason.pattern-match':
    'Họa tiết và hình in của trang phục khớp với ảnh sản phẩm (độ lệch họa tiết {score}, dưới mức {warn}).',
  'fidelity.reason.pattern-changed':
    'Họa tiết hoặc hình in của trang phục có vẻ đã đổi so với ảnh sản phẩm (độ lệch họa tiết {score}, từ mức {warn} cần xem lại). Hãy kiểm tra hình in, sọc và logo trước khi đăng bán.',
  'fidelity.reason.pattern-far':
    'Họa tiết hoặc hình in của trang phục khác rõ so với ảnh sản phẩm, hoặc bị mất (độ lệch họa tiết {score}, từ mức {fail} là không đạt). Đừng dùng ảnh này để giới thiệu sản phẩm.',
  'fidelity.reason.print-changed':
    'Một phần chữ hoặc biểu tượng in trên sản phẩm có vẻ bị mất hoặc mờ đi trên trang phục trong ảnh này. Hãy kiểm tra hình in trước khi đăng bán.',
  'fidelity.reason.print-missing':
    'Chữ hoặc biểu tượng in trên sản phẩm đã bị mất khỏi trang phục trong ảnh này, dù màu vải có thể vẫn đúng. Đừng dùng ảnh này để giới thiệu sản phẩm.',
  'fidelity.reason.shape-match':
    'Độ dài và tay áo của trang phục khớp với sản phẩm trên dáng người này (thay đổi {score}, dưới mức {warn}).',
  'fidelity.reason.length-changed':
    'Trang phục có vẻ dài hơn hoặc ngắn hơn sản phẩm (độ dài thay đổi {score}, từ mức {warn} cần xem lại). Hãy kiểm tra gấu áo, gấu váy trước khi đăng bán.',
  'fidelity.reason.length-far':
    'Trang phục dài hơn hoặc ngắn hơn sản phẩm rõ rệt (độ dài thay đổi {score}, từ mức {fail} là không đạt). Đừng dùng ảnh này để giới thiệu sản phẩm.',
  'fidelity.reason.sleeves-changed':
    'Tay áo có vẻ dài hơn hoặc ngắn hơn so với sản phẩm (thay đổi {score}, từ mức {warn} cần xem lại). Hãy kiểm tra tay áo trước khi đăng bán.',
  'fidelity.reason.sleeves-far':
    'Tay áo dài hơn hoặc ngắn hơn sản phẩm rõ rệt (thay đổi {score}, từ mức {fail} là không đạt). Đừng dùng ảnh này để giới thiệu sản phẩm.',
  'fidelity.reason.body-missing':
    'Không tìm thấy dáng người trong ảnh để đối chiếu độ dài và tay áo, nên chưa kiểm tra được. Hãy tự xem kỹ trước khi đăng bán.',
  'fidelity.reason.identity-match':
    'Khuôn mặt trong ảnh khớp với ảnh khuôn mặt mẫu của người mẫu (độ giống {score}; dưới mức {warn} cần xem lại).',
  'fidelity.reason.identity-changed':
    'Khuôn mặt trong ảnh có vẻ hơi khác so với ảnh khuôn mặt mẫu của người mẫu (độ giống {score}; dưới mức {warn} cần xem lại). Hãy kiểm tra xem đó có còn là người mẫu của bạn không trước khi đăng bán.',
  'fidelity.reason.identity-different':
    'Khuôn mặt trong ảnh trông như một người khác, không phải người mẫu của bạn (độ giống {score}; dưới mức {fail} là không đạt). Đừng dùng ảnh này làm ảnh người mẫu của bạn.',
  'fidelity.reason.face-missing':
    'Không tìm thấy khuôn mặt trong ảnh này hoặc trong ảnh khuôn mặt mẫu của người mẫu, nên chưa kiểm tra được khuôn mặt. Hãy tự xem kỹ trước khi đăng bán.',
  'fidelity.reason.region-missing':
    'Không tìm thấy trang phục trong ảnh nên chưa kiểm tra được. Hãy tự xem kỹ ảnh trước khi đăng bán.',
  'fidelity.reason.region-too-small':
    'Trang phục chiếm phần quá nhỏ trong ảnh nên chưa kiểm tra được. Hãy tự xem kỹ ảnh trước khi đăng bán.',
  'fidelity.reason.check-unavailable':
    'Chưa kiểm tra được ảnh này so với sản phẩm. Hãy tự xem kỹ ảnh trước khi đăng bán.',
  'fidelity.approval.reasonShort': 'Hãy ghi ngắn gọn vì sao ảnh này đúng (ít nhất 3 ký tự).',
  'fidelity.approval.reasonLong': 'Lý do cần ngắn hơn 500 ký tự.',
  'fidelity.approval.nothingToApprove':
    'Chỉ có thể duyệt ảnh có kết quả kiểm tra cần xem lại hoặc không đạt.',
  'fidelity.badge.label': 'Kiểm tra trang phục:',
  'fidelity.badge.approved': 'Đã duyệt',
  'fidelity.details.summary': 'Chi tiết kiểm tra trang phục',
  'fidelity.approval.heading': 'Duyệt ảnh này',
  'fidelity.approval.intro':
    'Nếu bạn đã xem kỹ ảnh và trang phục đúng với sản phẩm, hãy ghi lý do. Ảnh sẽ rời khỏi mục “Cần xem lại”.',
  'fidelity.approval.reasonLabel': 'Vì sao ảnh này đúng?',
  'fidelity.approval.submit': 'Duyệt ảnh',
  'fidelity.approval.approvedOn': 'Đã duyệt lúc {date}',
  'fidelity.approval.reason': 'Lý do: {reason}',
  'fidelity.approval.withdraw': 'Rút lại duyệt',
  'fidelity.approval.done': 'Đã duyệt ảnh.',
  'fidelity.approval.withdrawn': 'Đã rút lại duyệt: ảnh cần được xem lại.',
  'fidelity.approval.failed': 'Chưa lưu được việc duyệt. Hãy thử lại.',
};
