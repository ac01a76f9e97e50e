import type { Translation } from '../translation.ts';
import type { enBlog } from '../en/blog.ts';

export const viBlog: Translation<typeof enBlog> = {
  'blog.index.title': 'Blog Kiểu Studio: hướng dẫn ảnh và video thời trang bằng AI',
  'blog.index.description':
    'Hướng dẫn thực tế từ đội Kiểu Studio: ảnh người mẫu để thử đồ ảo, câu lệnh chỉnh sửa ảnh, video sản phẩm ngắn và xem trước kiểu tóc.',
  'blog.index.pageTitle': 'Blog Kiểu Studio, trang {page}',
  'blog.index.eyebrow': 'Blog Kiểu Studio',
  'blog.index.heading': 'Hướng dẫn và ý tưởng bán hàng bằng ảnh AI',
  'blog.index.intro':
    'Cách các shop, salon và nhà sáng tạo nội dung tận dụng tốt nhất thử đồ ảo, chỉnh sửa ảnh và tạo video từ ảnh.',
  'blog.search.label': 'Tìm bài viết',
  'blog.search.placeholder': 'Tiêu đề, chủ đề hoặc thẻ',
  'blog.sort.label': 'Sắp xếp theo',
  'blog.sort.newest': 'Mới nhất trước',
  'blog.sort.oldest': 'Cũ nhất trước',
  'blog.sort.title': 'Tiêu đề từ A đến Z',
  'blog.search.count': 'Tìm thấy {count} bài viết',
  'blog.search.none': 'Không có bài viết nào khớp với từ khóa. Hãy thử từ khác.',
  'blog.search.failed': 'Không tải được chức năng tìm kiếm. Bạn hãy xem các trang bên dưới.',
  'blog.list.heading': 'Bài viết mới',
  'blog.list.empty': 'Chưa có bài viết nào. Hẹn bạn quay lại sớm.',
  'blog.pagination.label': 'Các trang blog',
  'blog.pagination.previous': 'Trang trước',
  'blog.pagination.next': 'Trang sau',
  'blog.pagination.status': 'Trang {page} trên {pages}',
  'blog.categories.heading': 'Chuyên mục',
  'blog.tags.heading': 'Thẻ',
  'blog.allPosts': 'Tất cả bài viết',
  'blog.category.title': '{name}: bài viết trên blog Kiểu Studio',
  'blog.category.fallbackDescription': 'Các bài viết về {name} trên blog Kiểu Studio.',
  'blog.category.eyebrow': 'Chuyên mục',
  'blog.tag.title': 'Bài viết gắn thẻ “{name}” trên blog Kiểu Studio',
  'blog.tag.eyebrow': 'Thẻ',
  'blog.tag.description':
    'Mọi bài viết về {name} trên blog Kiểu Studio: hướng dẫn thực tế cho ảnh và video thời trang bằng AI.',
  'blog.tag.heading': 'Bài viết về {name}',
  'blog.post.bylineNoRole': 'Tác giả {name}',
  'blog.post.byline': 'Tác giả {name}, {role}',
  'blog.post.published': 'Đăng ngày {date}',
  'blog.post.updated': 'Cập nhật ngày {date}',
  'blog.post.readingTime': '{minutes} phút đọc',
  'blog.post.category': 'Chuyên mục:',
  'blog.post.tags': 'Thẻ:',
  'blog.post.aboutAuthor': 'Về tác giả',
  'blog.post.related': 'Bài viết liên quan',
  'blog.post.back': 'Quay lại tất cả bài viết',
  'blog.share.heading': 'Chia sẻ bài viết',
  'blog.share.facebook': 'Chia sẻ lên Facebook',
  'blog.share.x': 'Chia sẻ lên X',
  'blog.share.linkedin': 'Chia sẻ lên LinkedIn',
  'blog.share.zalo': 'Chia sẻ qua Zalo',
  'blog.share.copy': 'Sao chép liên kết',
  'blog.share.copied': 'Đã sao chép liên kết.',
  'blog.share.copyFailed': 'Không sao chép được liên kết. Hãy sao chép từ thanh địa chỉ.',
  'blog.share.newTab': '(mở trong thẻ mới)',
  'blog.rss.title': 'Blog Kiểu Studio (Tiếng Việt)',
  'blog.rss.description':
    'Hướng dẫn mới từ đội Kiểu Studio về ảnh, video thời trang bằng AI và bán hàng online.',
  'blog.rss.link': 'Nguồn tin RSS',
  'blog.newsletter.heading': 'Nhận hướng dẫn mới qua email',
  'blog.newsletter.intro':
    'Một email mỗi khi có bài mới, tối đa hai lần mỗi tháng. Không có quảng cáo của bên nào khác.',
  'blog.newsletter.email': 'Địa chỉ email',
  'blog.newsletter.consent':
    'Khi đăng ký, bạn đồng ý nhận bản tin của Kiểu Studio. Chúng tôi sẽ gửi email để bạn xác nhận trước; mỗi email bản tin có liên kết hủy đăng ký bằng một lần bấm.',
  'blog.newsletter.submit': 'Đăng ký',
  'blog.newsletter.sending': 'Đang đăng ký…',
  'blog.newsletter.success':
    'Sắp xong: hãy mở liên kết chúng tôi vừa gửi qua email trong vòng 7 ngày để xác nhận.',
  'blog.newsletter.failed': 'Chưa đăng ký được. Vui lòng thử lại sau ít phút.',
  'blog.newsletter.confirmed.title': 'Đã xác nhận đăng ký: bản tin Kiểu Studio',
  'blog.newsletter.confirmed.heading': 'Bạn đã đăng ký thành công',
  'blog.newsletter.confirmed.body':
    'Cảm ơn bạn. Bạn sẽ nhận email mỗi khi blog Kiểu Studio có hướng dẫn mới.',
  'blog.newsletter.invalid.title': 'Liên kết xác nhận không hợp lệ: bản tin Kiểu Studio',
  'blog.newsletter.invalid.heading': 'Liên kết này không còn hiệu lực',
  'blog.newsletter.invalid.body':
    'Liên kết xác nhận đã hết hạn, đã được dùng hoặc bị thiếu. Hãy đăng ký lại từ trang blog, chúng tôi sẽ gửi liên kết mới.',
  'blog.mail.subject': 'Xác nhận đăng ký bản tin Kiểu Studio',
  'blog.mail.intro':
    'Ai đó, hy vọng là bạn, đã đăng ký nhận bản tin Kiểu Studio bằng địa chỉ này. Mở liên kết sau để xác nhận:',
  'blog.mail.button': 'Xác nhận đăng ký',
  'blog.mail.expiry':
    'Liên kết có hiệu lực trong {days} ngày. Nếu bạn không yêu cầu, hãy bỏ qua email này, bạn sẽ không nhận thêm thư nào từ chúng tôi.',
  'blog.mail.greeting': 'Xin chào,',
  'blog.welcome.subject': 'Bạn đã đăng ký bản tin Kiểu Studio',
  'blog.welcome.body':
    'Cảm ơn bạn đã xác nhận. Chúng tôi sẽ gửi email khi blog có hướng dẫn mới, tối đa hai lần mỗi tháng.',
  'blog.mail.unsubscribe': 'Không muốn nhận nữa? Hủy đăng ký bằng một lần bấm:',
  'blog.unsubscribe.title': 'Hủy đăng ký bản tin: Kiểu Studio',
  'blog.unsubscribe.heading': 'Hủy đăng ký bản tin',
  'blog.unsubscribe.body':
    'Bấm nút dưới đây để dừng nhận bản tin Kiểu Studio. Địa chỉ email của bạn sẽ bị xóa khỏi danh sách, không cần đăng nhập.',
  'blog.unsubscribe.button': 'Hủy đăng ký',
  'blog.unsubscribe.working': 'Đang hủy đăng ký…',
  'blog.unsubscribe.done.heading': 'Bạn đã hủy đăng ký',
  'blog.unsubscribe.done.body':
    'Chúng tôi đã xóa địa chỉ của bạn khỏi danh sách bản tin và sẽ không gửi thêm bản tin nào.',
  'blog.unsubscribe.invalid':
    'Liên kết hủy đăng ký không hợp lệ. Hãy dùng liên kết trong email bản tin gần nhất của bạn.',
  'blog.unsubscribe.failed': 'Chưa hủy đăng ký được. Vui lòng thử lại sau ít phút.',
};
