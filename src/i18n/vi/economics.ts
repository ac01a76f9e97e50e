import type { Translation } from '../translation.ts';
import type { enEconomics } from '../en/economics.ts';

/** Chuỗi tiếng Việt của issue 27 điểm 5 và 6: sử dụng hợp lý và phân tích biên lợi nhuận. */
export const viEconomics: Translation<typeof enEconomics> = {
  'admin.errors.fairUseBudget': 'Hãy nhập số đồng nguyên từ 0 đến 10.000.000.000',
  'admin.economics.title': 'Doanh thu, chi phí máy tạo ảnh và biên lợi nhuận',
  'admin.economics.summary':
    'Từ {start} đến {end}: {generations} lượt tạo mang lại {revenue}, chi phí máy tạo ảnh {cost}, biên lợi nhuận gộp {margin} ({ratio}).',
  'admin.economics.noRatio': 'chưa có doanh thu',
  'admin.economics.marginSeries': 'Biên lợi nhuận gộp (₫)',
  'admin.economics.byTool': 'Biên lợi nhuận theo công cụ',
  'admin.economics.byEngine': 'Biên lợi nhuận theo máy tạo ảnh',
  'admin.economics.byModel': 'Biên lợi nhuận theo mô hình',
  'admin.economics.byPlan': 'Biên lợi nhuận theo gói',
  'admin.economics.overTime': 'Biên lợi nhuận gộp theo thời gian',
  'admin.economics.key': 'Tên',
  'admin.economics.generations': 'Lượt tạo',
  'admin.economics.revenue': 'Doanh thu',
  'admin.economics.cost': 'Chi phí máy tạo ảnh',
  'admin.economics.margin': 'Biên lợi nhuận gộp',
  'admin.economics.ratio': 'Tỷ lệ biên',
  'admin.economics.worst': 'Năm tùy chọn lỗ nhiều nhất',
  'admin.economics.noLosses': 'Không có tùy chọn nào bị lỗ trong khoảng này.',
  'admin.economics.option': 'Tùy chọn',
  'admin.economics.unknown': 'Không gọi máy tạo ảnh',
  'admin.fairUse.title': 'Ngân sách sử dụng hợp lý (gói không giới hạn)',
  'admin.fairUse.explain':
    'Ngân sách chi phí máy tạo ảnh mỗi tháng của tài khoản này. Để trống để dùng mức mặc định {default}.',
  'admin.fairUse.budget': 'Ngân sách mỗi tháng (₫)',
  'admin.fairUse.used':
    'Tháng này: đã ghi nhận {spent}, giữ chỗ {pending} cho các lượt đang tạo, trên tổng {budget}.',
  'admin.fairUse.save': 'Lưu ngân sách',
  'admin.fairUse.saved': 'Đã lưu ngân sách.',
  'pricing.fairUse.title': 'Sử dụng hợp lý',
  'pricing.fairUse.body':
    'Lượt tạo không giới hạn đi kèm ngân sách chi phí máy tạo ảnh mỗi tháng cho mỗi tài khoản, mặc định {budget}. Khi dùng hết, lượt tạo mới chờ sang tháng sau, hoặc bạn liên hệ để chúng tôi nâng ngân sách.',
};
