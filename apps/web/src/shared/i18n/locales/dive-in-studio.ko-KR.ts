/**
 * Texts of the planner's own dive-in videos (/mypage/diveIn, issue 20, docs/decisions/087): the `planner`
 * namespace's `video` part. Korean is the source.
 */
const diveInStudioKoKR = {
  title: '내 영상',
  lead: '다이브인에 올린 영상을 관리합니다. 새 영상은 검토를 거쳐 피드에 게시됩니다.',
  backToMyPage: '마이페이지',
  upload: '영상 올리기',
  loading: '영상을 불러오는 중…',
  loadError: '영상 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '아직 올린 영상이 없습니다.',
  emptyHint: '상품을 소개하는 짧은 세로 영상을 올려 보세요. 검토가 끝나면 다이브인 피드에 게시됩니다.',
  emptyAction: '첫 영상 올리기',
  count: '영상 {{count}}개',
  uploaded: '영상을 올렸습니다. 검토가 끝나면 다이브인 피드에 게시됩니다.',
  dismiss: '알림 닫기',
  status: {
    PENDING: '검토 중',
    APPROVED: '게시 중',
    REJECTED: '반려',
    HIDDEN: '숨김'
  },
  card: {
    views: '조회수 {{views}}',
    products: '상품 {{count}}개',
    created: '{{date}} 등록',
    seconds: '{{seconds}}초',
    pendingHint: '검토가 끝나면 피드에 게시됩니다.',
    rejectedNote: '반려 사유: {{note}}',
    hiddenNote: '숨김 사유: {{note}}',
    watch: '피드에서 보기',
    delete: '삭제',
    deleteLabel: '영상 삭제: {{caption}}',
    deleteConfirm: '이 영상을 삭제할까요? 삭제한 영상은 되돌릴 수 없습니다.',
    deleteFailed: '영상을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'
  },
  form: {
    title: '새 영상 올리기',
    reviewNotice: '올린 영상은 담당자가 검토한 뒤 게시됩니다. 반려되면 사유를 이곳에서 알려 드립니다.',
    video: '영상',
    chooseVideo: '영상 선택',
    changeVideo: '다른 영상 선택',
    videoHint: 'MP4(H.264) 세로 영상 · {{min}}~{{max}}초 · {{maxMb}}MB 이하',
    preview: '선택한 영상 미리보기',
    noPreview: '선택한 영상이 여기에 보입니다.',
    tag: '태그',
    tagPlaceholder: '태그를 선택해 주세요',
    tagsLoading: '태그를 불러오는 중…',
    tagsError: '태그를 불러오지 못했습니다.',
    caption: '설명',
    captionPlaceholder: '영상과 상품을 짧게 소개해 주세요.',
    products: '영상 속 상품',
    productsHint: '영상에 나오는 상품을 최대 {{max}}개까지 담을 수 있습니다.',
    productCount: '{{count}}/{{max}}개 선택',
    noProducts: '아직 담은 상품이 없습니다.',
    search: '검색',
    searchLabel: '상품 이름으로 검색',
    searchPlaceholder: '상품 이름을 입력해 주세요',
    searching: '상품을 찾는 중…',
    searchEmpty: '찾는 상품이 없습니다.',
    searchError: '상품을 찾지 못했습니다. 다시 시도해 주세요.',
    add: '담기',
    added: '담음',
    addLabel: '{{name}} 담기',
    removeLabel: '{{name}} 빼기',
    full: '상품은 최대 {{max}}개까지 담을 수 있습니다.',
    submit: '올리기',
    cancel: '취소',
    discardConfirm: '작성 중인 내용을 지우고 닫을까요?',
    uploading: '올리는 중… {{percent}}%',
    processing: '영상을 확인하는 중…',
    cancelUpload: '올리기 취소'
  },
  problems: {
    VIDEO_REQUIRED: '올릴 영상을 선택해 주세요.',
    VIDEO_TYPE: 'MP4 영상(H.264 영상, AAC 소리)만 올릴 수 있습니다.',
    VIDEO_SIZE: '영상은 {{maxMb}}MB 이하만 올릴 수 있습니다.',
    VIDEO_DURATION: '영상 길이는 {{min}}초 이상 {{max}}초 이하여야 합니다.',
    TAG_REQUIRED: '태그를 선택해 주세요.',
    TAG_UNKNOWN: '선택한 태그는 더 이상 쓸 수 없습니다. 다른 태그를 선택해 주세요.',
    DI_ContentRequired: '영상 설명을 입력해 주세요.',
    VA_InvalidCharacters: '설명에 쓸 수 없는 문자가 있습니다.',
    CONTENT_MAX: '설명은 {{max}}자 이하로 입력해 주세요.',
    DI_ProductsRequired: '영상 속 상품을 1개 이상 담아 주세요.',
    DI_ProductsMax: '상품은 최대 {{max}}개까지 담을 수 있습니다.',
    DI_ProductsDuplicate: '같은 상품이 두 번 담겼습니다. 하나를 빼 주세요.',
    PRODUCT_NOT_ALLOWED: '영상에 담을 수 없는 상품이 있습니다. 표시된 상품을 빼고 다시 올려 주세요.',
    invalid: '입력한 내용을 다시 확인해 주세요.'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type DiveInStudioMessages = Widen<typeof diveInStudioKoKR>;

export default diveInStudioKoKR;
