import Foundation

/// UIKit's segmented control (the iOS 13 look): a grey rounded track with a white rounded thumb under
/// the selected segment, titles (or template images) centred in equal-width segments, thin separators
/// between unselected neighbours.
///
/// Behaviour as UIKit's: a tap (touch up inside a segment) selects that segment and sends
/// `valueChanged` once (and runs the segment's `UIAction`, if it was made with actions); tapping the
/// selected segment sends nothing; a touch that ends outside the control changes nothing. Setting
/// `selectedSegmentIndex` in code sends no event. A momentary control (`isMomentary`) highlights the
/// touched segment and sends `valueChanged` on every tap, leaving no segment selected afterwards.
/// Disabled segments ignore taps. Inserting or removing a segment keeps the selected one selected
/// (indices after the change shift with it); removing the selected one selects none.
/// Where the sandbox is simpler: the thumb moves at once (UIKit slides it), and it cannot be dragged.
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: as wide as the others (UIKit's "automatic").
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    /// The segment under a touch of a momentary control (drawn highlighted).
    private var touchedSegment: Int?

    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    open var isMomentary = false
    /// The thumb's colour (white by default, iOS 13).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Segments as wide as their content instead of all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    public var numberOfSegments: Int { segments.count }

    static let height: CGFloat = 32
    static let font = UIFont.systemFont(ofSize: 13)
    static let selectedFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    /// Space on each side of a segment's content.
    static let padding: CGFloat = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Segments titled with the strings and showing the images of `items` (other values are skipped).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? UIImage { segments.append(Segment(image: image)) }
        }
        frame.size = intrinsicContentSize
    }

    /// iOS 14: one segment per action, titled (and imaged) after it; selecting it runs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ s: Segment, at index: Int) {
        // UIKit clamps the index to 0...numberOfSegments
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        if selectedSegmentIndex != Self.noSegment && selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Sets the title (a segment shows its title or its image, whichever was set last).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: action.title, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width)
        segmentsDidChange()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for the segment; 0 makes it automatic again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    private func contentWidth(_ s: Segment) -> CGFloat {
        if let title = s.title { return title.size(withAttributes: [.font: Self.selectedFont]).width.rounded(.up) }
        return s.image?.size.width ?? 0
    }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map(contentWidth).max() ?? 0
        let width = segments.reduce(CGFloat(0)) { sum, s in
            sum + (s.width > 0 ? s.width : (apportionsSegmentWidthsByContent ? contentWidth(s) : widest) + 2 * Self.padding)
        }
        return CGSize(width: width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's rectangle in the bounds: fixed widths as set, the rest share what is left (in
    /// proportion to their content when `apportionsSegmentWidthsByContent`).
    public func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = max(0, bounds.width - fixed)
        let weights = segments.map { s -> CGFloat in
            s.width > 0 ? 0 : (apportionsSegmentWidthsByContent ? contentWidth(s) + 2 * Self.padding : 1)
        }
        let total = weights.reduce(0, +)
        var x = bounds.minX
        return segments.enumerated().map { i, s in
            let w = s.width > 0 ? s.width : (total > 0 ? free * weights[i] / total : 0)
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment under `point` (bounds coordinates), or nil.
    public func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().firstIndex { point.x >= $0.minX && point.x < $0.maxX }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchedSegment = segmentIndex(at: touch.location(in: self))
        if isMomentary { setNeedsDisplay() }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let over = segmentIndex(at: touch.location(in: self))
        if over != touchedSegment { touchedSegment = over; if isMomentary { setNeedsDisplay() } }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let index = touch.flatMap { segmentIndex(at: $0.location(in: self)) }
        touchedSegment = nil
        if isMomentary { setNeedsDisplay() }
        guard let index, segments[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = index
            if let action = segments[index].action { sendAction(action) }
            sendActions(for: .valueChanged)
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            if let action = segments[index].action { sendAction(action) }
            sendActions(for: .valueChanged)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        touchedSegment = nil
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: min(9, bounds.height / 2))
        UIColor.tertiarySystemFill.setFill()
        track.fill()
        let frames = segmentFrames()
        let selected = selectedSegmentIndex
        if let touched = touchedSegment, isMomentary, frames.indices.contains(touched) {
            UIColor.systemFill.setFill()
            UIBezierPath(roundedRect: frames[touched].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
        if frames.indices.contains(selected) {
            let thumb = frames[selected].insetBy(dx: 2, dy: 2)
            // the thumb's hairline edge stands in for UIKit's soft shadow
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(roundedRect: thumb.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 7.5).fill()
            (selectedSegmentTintColor ?? .white).setFill()
            UIBezierPath(roundedRect: thumb, cornerRadius: 7).fill()
        }
        // separators between two segments neither of which is selected
        ctx.setFillColor(UIColor.systemGray4.cgColor)
        for i in frames.indices.dropFirst() where i != selected && i - 1 != selected {
            ctx.fill(CGRect(x: frames[i].minX - 0.5, y: frames[i].minY + 8, width: 1, height: max(0, frames[i].height - 16)))
        }
        for (i, s) in segments.enumerated() {
            let f = frames[i]
            let color: UIColor = isEnabled && s.isEnabled ? .label : .tertiaryLabel
            if let title = s.title, !title.isEmpty {
                let font = i == selected ? Self.selectedFont : Self.font
                let size = title.size(withAttributes: [.font: font])
                let w = min(size.width, f.width - 4)
                let origin = CGPoint(x: (f.midX - w / 2).rounded(), y: (f.midY - size.height / 2).rounded())
                title.draw(in: CGRect(origin: origin, size: CGSize(width: w, height: size.height)),
                           withAttributes: [.font: font, .foregroundColor: color])
            } else if let image = s.image {
                let size = image.size
                let r = CGRect(x: (f.midX - size.width / 2).rounded(), y: (f.midY - size.height / 2).rounded(),
                               width: size.width, height: size.height)
                if image.renderingMode == .alwaysOriginal { image.draw(in: r) } else { ctx.draw(image.tinted(color), in: r) }
            }
        }
    }
}
