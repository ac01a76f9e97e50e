import type { Translation } from '../translation.ts';
import type { enGeneration } from '../en/generation.ts';

export const viGeneration: Translation<typeof enGeneration> = {
  'generation.categoryInvalid':
    'Vui lòng chọn loại trang phục: váy đầm, áo, quần, áo khoác, áo dài hoặc áo bà ba',
  'generation.modelOrPerson':
    'Chỉ chọn một người mẫu: người mẫu của bạn hoặc người mẫu có sẵn trong params.model, hoặc ảnh của bạn trong inputs.person, không chọn cả hai',
  'generation.modelChoiceInvalid': 'Vui lòng chọn một người mẫu của bạn hoặc một người mẫu có sẵn',
  'generation.outputAspectInvalid': 'Vui lòng chọn khung hình: 1:1, 4:5, 3:4, 2:3, 9:16 hoặc 16:9',
  'generation.outputResolutionInvalid': 'Vui lòng chọn độ phân giải: 1k, 2k hoặc 4k',
  'generation.productKindInvalid':
    'Vui lòng cho biết cách chụp sản phẩm: trải phẳng, trên móc, trên ma-nơ-canh ẩn hoặc do người mẫu mặc',
  'generation.backgroundInvalid':
    'Vui lòng chọn nền: trắng studio, nền của sàn thương mại điện tử hoặc một khung cảnh',
  'generation.marketplaceInvalid': 'Vui lòng chọn sàn: Shopee, TikTok Shop hoặc Lazada',
  'generation.sceneTooLong': 'Mô tả khung cảnh tối đa {maximum} ký tự',
  'generation.backgroundDetailMissing': 'Vui lòng mô tả khung cảnh, hoặc chọn sàn có nền bạn muốn',
  'generation.genderInvalid': 'Vui lòng chọn nam hoặc nữ',
  'generation.heightRange': 'Chiều cao phải từ {minimum} đến {maximum} cm',
  'generation.weightRange': 'Cân nặng phải từ {minimum} đến {maximum} kg',
  'generation.ageRange': 'Tuổi phải là số nguyên từ {minimum} đến {maximum}',
  'generation.skinToneInvalid': 'Vui lòng chọn một tông da trong bảng màu',
  'generation.bodyTypeInvalid': 'Vui lòng chọn một dáng người trong danh sách',
  'generation.promptTooLong': 'Mô tả không được quá {maximum} ký tự',
  'generation.hintsTooLong': 'Gợi ý không được quá {maximum} ký tự',
  'generation.aspectRatioInvalid': 'Vui lòng chọn tỉ lệ khung hình: 1:1, 3:4, 4:3, 9:16 hoặc 16:9',
  'generation.hairstyleInvalid': 'Vui lòng chọn một kiểu tóc trong danh mục',
  'generation.hairstyleGenderMismatch': 'Kiểu tóc này không dành cho giới tính đã chọn',
  'generation.hairColorInvalid': 'Vui lòng chọn màu tóc hoặc nhập màu dạng #rrggbb',
  'generation.motionStyleInvalid':
    'Vui lòng chọn kiểu chuyển động: nhẹ nhàng, tự nhiên hoặc mạnh mẽ',
  'generation.durationInvalid': 'Thời lượng phải là 5, 8 hoặc 10 giây',
  'generation.resolutionInvalid': 'Độ phân giải phải là 480p hoặc 1080p',
  'generation.cfgScaleRange': 'Mức bám mô tả phải từ 0 đến 1',
  'generation.videoModelInvalid': 'Vui lòng chọn một mô hình video trong danh sách',
  'generation.videoAspectInvalid': 'Vui lòng chọn khung video: theo ảnh gốc, 9:16, 1:1 hoặc 16:9',
  'generation.durationNotForModel': 'Mô hình video đã chọn không hỗ trợ thời lượng này',
  'generation.resolutionNotForModel': 'Mô hình video đã chọn không hỗ trợ độ phân giải này',
  'generation.presetInvalid': 'Vui lòng chọn một mẫu chỉnh sửa trong danh sách',
  'generation.strengthRange': 'Cường độ phải từ 0 đến 1',
  'generation.guidanceScaleRange': 'Mức bám mô tả phải từ 1 đến 20',
  'generation.qualityStepsRange': 'Số bước chất lượng phải là số nguyên từ 10 đến 50',
  'generation.reframeAspectRequired':
    'Vui lòng chọn khung hình muốn mở rộng ảnh tới: 1:1, 3:4, 4:3, 9:16 hoặc 16:9',
  'generation.aspectOnlyForReframe':
    'Tỉ lệ khung hình chỉ dùng cho mẫu Đổi khung hình: hãy chọn mẫu này, hoặc bỏ tỉ lệ khung hình',
  'generation.editPromptOrPreset': 'Vui lòng mô tả chỉnh sửa hoặc chọn một mẫu có sẵn',
  'generation.engine.badInput':
    'Không đọc được ảnh. Vui lòng tải lên ảnh JPEG, PNG hoặc WebP khác.',
  'generation.engine.unsupported': 'Công cụ tạo ảnh không hỗ trợ yêu cầu này.',
  'generation.instruction.notUnderstood':
    'Bộ xử lý cục bộ không hiểu {unknown}, nên chưa tạo ảnh và chưa trừ tín dụng. Bộ này hiểu: {vocabulary}. Hoặc chọn một mẫu có sẵn: {presets}.',
  'generation.instruction.vocabulary':
    'sáng hơn, tối hơn, ấm hơn, lạnh hơn, đen trắng, sắc nét hơn, rực rỡ hơn, cổ điển, xóa nền, xóa phông (làm mờ nền), nền trắng hoặc nền màu, đổi màu trang phục (trắng, đen, xám, đỏ, cam, vàng, xanh lá, xanh navy, xanh dương, hồng, tím, nâu hoặc be), xoay (trái, phải hoặc 180 độ) và lật (ngang hoặc dọc)',
  'generation.engine.instructionUnknown':
    'Công cụ tạo ảnh cục bộ chưa hiểu yêu cầu chỉnh sửa này. Công cụ hiểu: sáng hơn, tối hơn, ấm hơn, lạnh hơn, đen trắng, sắc nét hơn, rực rỡ hơn, cổ điển, xóa nền, làm mờ nền, xoay (trái hoặc phải) và lật (dọc hoặc ngang), hoặc một mẫu có sẵn.',
  'generation.engine.timeout':
    'Quá trình tạo mất quá nhiều thời gian và đã bị dừng. Vui lòng thử lại.',
  'generation.engine.internal': 'Tạo ảnh không thành công. Vui lòng thử lại.',
  'generation.portrait.noFace':
    'Không tìm thấy khuôn mặt trong ảnh chân dung này. Hãy chọn ảnh chụp chính diện thấy rõ khuôn mặt, hoặc tự tô vùng tóc.',
  'generation.portrait.faceTooSmall':
    'Khuôn mặt trong ảnh này khá nhỏ nên vùng tóc có thể không được nhận diện tốt. Ảnh chân dung chụp gần từ vai trở lên sẽ cho kết quả tốt nhất.',
  'generation.portrait.faceTurned':
    'Khuôn mặt đang quay đi khỏi máy ảnh nên có thể bỏ sót một phần tóc. Ảnh chụp chính diện sẽ cho kết quả tốt nhất.',
  'generation.editing.noFace':
    'Không tìm thấy khuôn mặt trong ảnh này nên không thể làm đẹp khuôn mặt. Hãy chọn ảnh có khuôn mặt rõ ràng, hoặc một mẫu chỉnh sửa khác.',
  'generation.body.noFace':
    'Không tìm thấy khuôn mặt trong ảnh khuôn mặt. Hãy chọn ảnh chụp chính diện, rõ mặt, hoặc bỏ ảnh khuôn mặt.',
  'generation.engine.providerBadInput':
    'Dịch vụ AI không dùng được ảnh hoặc thiết lập này. Vui lòng thử ảnh hoặc thiết lập khác.',
  'generation.engine.contentPolicy':
    'Dịch vụ AI từ chối yêu cầu này theo chính sách nội dung. Vui lòng thử ảnh hoặc mô tả khác.',
  'generation.engine.configuration':
    'Dịch vụ AI hiện chưa được cấu hình đúng. Tín dụng đã được hoàn lại; vui lòng thử lại sau.',
  'generation.engine.providerFailed':
    'Dịch vụ AI không tạo được kết quả này. Tín dụng đã được hoàn lại; vui lòng thử lại.',
  'generation.webhook.badSignature': 'Chữ ký webhook không hợp lệ.',
  'generation.webhook.invalid': 'Trạng thái webhook phải là OK hoặc ERROR.',
  'generation.hairCategory.short': 'Ngắn',
  'generation.hairCategory.medium': 'Ngang vai',
  'generation.hairCategory.long': 'Dài',
  'generation.hairCategory.curly': 'Xoăn',
  'generation.hairCategory.updo': 'Búi / vuốt cao',
  'generation.hairstyle.straight-layer': 'Tóc thẳng tỉa layer',
  'generation.hairstyle.curly-loose': 'Xoăn lơi',
  'generation.hairstyle.short-layer': 'Tóc ngắn tỉa layer',
  'generation.hairstyle.modern-bob': 'Bob hiện đại',
  'generation.hairstyle.mullet-layer': 'Mullet tỉa layer',
  'generation.hairstyle.hime': 'Tóc công chúa (hime)',
  'generation.hairstyle.pixie': 'Tóc pixie',
  'generation.hairstyle.c-curl': 'Uốn cụp chữ C',
  'generation.hairstyle.noodle-curls': 'Xoăn mì tôm',
  'generation.hairstyle.middle-part': 'Rẽ ngôi giữa',
  'generation.hairstyle.undercut': 'Kiểu undercut',
  'generation.hairstyle.side-part': 'Rẽ ngôi lệch',
  'generation.hairstyle.mullet': 'Tóc mullet',
  'generation.hairstyle.short-quiff': 'Quiff ngắn',
  'generation.hairstyle.pompadour': 'Kiểu pompadour',
  'generation.hairstyle.layer': 'Tóc layer',
  'generation.hairstyle.crew-cut': 'Đầu đinh (crew cut)',
  'generation.hairstyle.two-block': 'Tóc two-block',
  'generation.hairstyle.french-crop': 'Kiểu French crop',
  'generation.hairstyle.mohican': 'Tóc mohican',
  'generation.hairstyleDescription.straight-layer':
    'Tóc dài thẳng, tỉa layer mềm cho tóc thêm chuyển động.',
  'generation.hairstyleDescription.curly-loose': 'Tóc dài uốn xoăn lơi, bồng bềnh.',
  'generation.hairstyleDescription.short-layer': 'Tóc ngắn tỉa layer, tạo độ phồng ở đỉnh đầu.',
  'generation.hairstyleDescription.modern-bob': 'Tóc bob ngang cằm, đường cắt gọn gàng.',
  'generation.hairstyleDescription.mullet-layer': 'Ngắn phía trước, các lớp dài hơn phía sau.',
  'generation.hairstyleDescription.hime': 'Tóc thẳng dài, hai lọn mai ngang má và mái bằng.',
  'generation.hairstyleDescription.pixie': 'Tóc cắt rất ngắn, để lộ khuôn mặt.',
  'generation.hairstyleDescription.c-curl': 'Tóc ngang vai, đuôi uốn cụp vào trong như chữ C.',
  'generation.hairstyleDescription.noodle-curls': 'Những lọn xoăn nhỏ, tơi và đàn hồi khắp đầu.',
  'generation.hairstyleDescription.middle-part': 'Tóc dài rẽ ngôi giữa, buông đều hai bên.',
  'generation.hairstyleDescription.undercut': 'Cạo ngắn hai bên, phần tóc trên đỉnh để dài.',
  'generation.hairstyleDescription.side-part': 'Tóc ngắn gọn gàng, chải lệch từ đường ngôi bên.',
  'generation.hairstyleDescription.mullet': 'Ngắn ở trước và hai bên, để dài phía sau.',
  'generation.hairstyleDescription.short-quiff': 'Hai bên ngắn, phần mái vuốt dựng ra sau.',
  'generation.hairstyleDescription.pompadour': 'Tóc phồng cao, vuốt ngược ra sau từ trán.',
  'generation.hairstyleDescription.layer': 'Tóc dài vừa, tỉa nhiều lớp tự nhiên.',
  'generation.hairstyleDescription.crew-cut': 'Tóc rất ngắn, đều, phần đỉnh dài hơn một chút.',
  'generation.hairstyleDescription.two-block': 'Phần dưới cắt ngắn, lớp tóc trên dài và dày hơn.',
  'generation.hairstyleDescription.french-crop': 'Phần đỉnh ngắn có kết cấu, mái cắt thẳng.',
  'generation.hairstyleDescription.mohican': 'Một dải tóc dựng dọc giữa đầu, hai bên cắt ngắn.',
  // Tùy chọn thử đồ của FASHN v1.6 (quyết định 060)
  'generation.tryOnModeInvalid':
    'Vui lòng chọn chế độ thử đồ: nhanh (fast), cân bằng (balanced) hoặc chất lượng (quality)',
  'generation.garmentPhotoTypeInvalid':
    'Vui lòng chọn loại ảnh trang phục: tự động (auto), trải phẳng (flat-lay) hoặc mặc trên người mẫu (model)',
  'generation.seedRange': 'Giá trị hạt giống (seed) phải là số nguyên từ {minimum} đến {maximum}',
  'generation.numSamplesRange': 'Số ảnh mẫu phải là số nguyên từ 1 đến 4',
};
