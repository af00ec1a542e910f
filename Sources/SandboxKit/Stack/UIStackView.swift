import Foundation

/// UIKit's stack view: lays out its arranged subviews in a row or a column through Auto Layout
/// constraints it owns, as UIKit's does (they are made again in the next update-constraints pass after
/// the arrangement, the axis, the distribution, the alignment, a spacing, an arranged view's `isHidden`,
/// intrinsic size or priorities change).
///
/// Along the axis: the first view's leading (top) edge on the stack's (or its margins', with
/// `isLayoutMarginsRelativeArrangement`), each next view `spacing` after the previous (at least
/// `spacing` for `.equalSpacing` and `.equalCentering`), the last view's trailing (bottom) edge on the
/// stack's. Then:
/// - `.fill`: the views keep their intrinsic sizes by their hugging and compression priorities and one
///   takes up the slack. Apple documents that ties are settled "based on their index in the
///   arrangedSubviews array"; here the first of the views with the lowest hugging (compression)
///   priority stretches (shrinks), the others keep their size.
/// - `.fillEqually`: every view as long as the first.
/// - `.fillProportionally`: each view's length its intrinsic length's share of the arrangement (the
///   sum of the intrinsic lengths and the spacings), as wishes at 999, 998, … (views without one take
///   part as in `.fill`).
/// - `.equalSpacing`: intrinsic sizes, the gaps all equal.
/// - `.equalCentering`: intrinsic sizes, the distances between centres all equal (a wish at priority
///   149, so that views keep their sizes when both cannot hold).
/// Across the axis (`alignment`): `.fill` pins both edges; `.leading`/`.top`, `.center`,
/// `.trailing`/`.bottom` pin one edge or the centre and keep the view inside; `.firstBaseline` and
/// `.lastBaseline` line up the labels' baselines (a view without text has its bottom edge as baseline)
/// and keep the views inside; the stack then hugs its tallest (widest) view at a low priority.
/// A hidden arranged view is left out of the arrangement and pinned to the stack's leading corner with
/// a zero size, as UIKit collapses it.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsArrangement() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { setNeedsArrangement() } } }
    /// Spacing measured between text baselines: kept; the stack spaces the views' frames (reported once
    /// as not simulated when turned on).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement { NotSimulated.record("UIStackView.isBaselineRelativeArrangement") } }
    }
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// UIKit's marker for "no custom spacing after this view".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made, and its layout guides between the views.
    private var arrangement: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []
    private var isArranging = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    // MARK: The arrangement

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Adds `view` at `stackIndex` of the arrangement (and as a subview, at the end, if it is not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self {
            isArranging = true
            addSubview(view)
            isArranging = false
        }
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview (UIKit's behaviour: remove it from the
    /// superview too to take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view leaving the stack's subviews leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        guard !isArranging, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangedSubviews.removeAll { $0 === subview }
        customSpacing[ObjectIdentifier(subview)] = nil
        // its constraints with the stack go when it leaves; the others are made again without it
        let leaving = subview
        arrangement.removeAll { c in c.firstItem === leaving || c.secondItem === leaving }
        setNeedsArrangement()
    }

    /// An arranged view was hidden or shown (UIView's `isHidden` tells its stack view).
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// What the constraints were made from that can change behind the stack's back: each arranged
    /// view's intrinsic size and priorities (the tie-breakers and proportions depend on them).
    private var madeFrom: [CGFloat] = []

    private var currentInputs: [CGFloat] {
        arrangedSubviews.flatMap { v -> [CGFloat] in
            let s = v.intrinsicContentSize
            return [s.width, s.height, CGFloat(v.contentHuggingPriority(for: .horizontal).rawValue),
                    CGFloat(v.contentHuggingPriority(for: .vertical).rawValue),
                    CGFloat(v.contentCompressionResistancePriority(for: .horizontal).rawValue),
                    CGFloat(v.contentCompressionResistancePriority(for: .vertical).rawValue)]
        }
    }

    /// The constraints are owed: they are made in the update-constraints pass (as UIKit's stack view
    /// makes them), so a stack built before it has a superview or a size never contradicts itself.
    private var needsArrangement = true

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    private var arrangementIsStale: Bool { needsArrangement || currentInputs != madeFrom }

    open override func updateConstraints() {
        if arrangementIsStale { arrange() }
        super.updateConstraints()
    }

    /// Also here, for a stack that takes no part in Auto Layout yet (no update-constraints pass reaches
    /// it), and for an arranged view whose content or priorities changed since the constraints were made
    /// (UIKit's stack view listens for the same changes).
    open override func layoutSubviews() {
        if arrangementIsStale { arrange() }
        super.layoutSubviews()
    }

    /// Makes the stack's constraints again from scratch.
    private func arrange() {
        needsArrangement = false
        madeFrom = currentInputs
        NSLayoutConstraint.deactivate(arrangement)
        for g in gapGuides { removeLayoutGuide(g) }
        arrangement = []
        gapGuides = []
        var cs: [NSLayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for v in arrangedSubviews where v.isHidden {
            cs += [v.leadingAnchor.constraint(equalTo: leadingAnchor), v.topAnchor.constraint(equalTo: topAnchor),
                   v.widthAnchor.constraint(equalToConstant: 0), v.heightAnchor.constraint(equalToConstant: 0)]
            for c in cs.suffix(4) { c.identifier = "UISV-hiding" }
        }
        if !visible.isEmpty {
            cs += alongTheAxis(visible)
            cs += acrossTheAxis(visible)
        }
        for c in cs { c.identifier = c.identifier ?? "UISV" }
        arrangement = cs
        NSLayoutConstraint.activate(cs)
    }

    private var horizontal: Bool { axis == .horizontal }

    /// The edges the arrangement runs between: the stack's, or its margins'.
    private var arrangementFrame: LayoutAnchorProvider { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    private func length(_ v: LayoutAnchorProvider) -> NSLayoutDimension { horizontal ? v.widthAnchor : v.heightAnchor }
    private func thickness(_ v: LayoutAnchorProvider) -> NSLayoutDimension { horizontal ? v.heightAnchor : v.widthAnchor }

    /// `a`'s edge relation to `b`'s along the axis: `start` edges (leading/top), `end` edges, or centres.
    private enum Edge { case start, end, center }

    private func edge(_ v: LayoutAnchorProvider, _ e: Edge, mainAxis: Bool) -> AnyAnchor {
        let h = mainAxis ? horizontal : !horizontal
        switch (e, h) {
        case (.start, true): return .x(v.leadingAnchor)
        case (.end, true): return .x(v.trailingAnchor)
        case (.center, true): return .x(v.centerXAnchor)
        case (.start, false): return .y(v.topAnchor)
        case (.end, false): return .y(v.bottomAnchor)
        case (.center, false): return .y(v.centerYAnchor)
        }
    }

    private func spacing(after v: UIView) -> CGFloat { customSpacing[ObjectIdentifier(v)] ?? spacing }

    private func alongTheAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
        var cs: [NSLayoutConstraint] = []
        cs.append(edge(views[0], .start, mainAxis: true).relate(.equal, edge(arrangementFrame, .start, mainAxis: true), 0))
        cs.append(edge(views[views.count - 1], .end, mainAxis: true).relate(.equal, edge(arrangementFrame, .end, mainAxis: true), 0))
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        for (a, b) in zip(views, views.dropFirst()) {
            let gap = spacing(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                cs.append(edge(b, .start, mainAxis: true).relate(.equal, edge(a, .end, mainAxis: true), gap))
            case .equalSpacing, .equalCentering:
                cs.append(edge(b, .start, mainAxis: true).relate(.greaterThanOrEqual, edge(a, .end, mainAxis: true), gap))
                // a guide spanning the gap (edge to edge, or centre to centre): all of them equally long
                let g = UILayoutGuide()
                g.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
                addLayoutGuide(g)
                let from: Edge = distribution == .equalSpacing ? .end : .center
                let to: Edge = distribution == .equalSpacing ? .start : .center
                cs.append(edge(g, .start, mainAxis: true).relate(.equal, edge(a, from, mainAxis: true), 0))
                cs.append(edge(g, .end, mainAxis: true).relate(.equal, edge(b, to, mainAxis: true), 0))
                if let first = gapGuides.first {
                    let same = length(g).constraint(equalTo: length(first))
                    if distribution == .equalCentering { same.priority = UILayoutPriority(149) }
                    cs.append(same)
                }
                gapGuides.append(g)
            }
        }
        switch distribution {
        case .fillEqually:
            for v in views.dropFirst() { cs.append(length(v).constraint(equalTo: length(views[0]))) }
        case .fillProportionally:
            // UIKit's own constraints, as a published dump of a real stack shows them ("Let's Build
            // UIStackView", kean.blog, 2017): each view's length a share of the arrangement's, its intrinsic
            // length over the sum of the intrinsic lengths and the spacings, at 999, 998, … in order. Below
            // required, so a view's own length constraint wins without a conflict (as on iOS).
            let sized = views.filter { intrinsicLength($0) > 0 }
            let gaps = views.dropLast().reduce(CGFloat(0)) { $0 + spacing(after: $1) }
            let total = sized.reduce(CGFloat(0)) { $0 + intrinsicLength($1) } + gaps
            if total > 0 {
                for (i, v) in views.enumerated() where intrinsicLength(v) > 0 {
                    let share = length(v).constraint(equalTo: length(arrangementFrame), multiplier: intrinsicLength(v) / total)
                    share.priority = UILayoutPriority(Float(max(999 - i, 751)))
                    share.identifier = "UISV-fill-proportionally"
                    cs.append(share)
                }
            }
            cs += tieBreakers(views.filter { intrinsicLength($0) <= 0 }, axis: axis)
        default:
            cs += tieBreakers(views, axis: axis)
        }
        return cs
    }

    private func intrinsicLength(_ v: UIView) -> CGFloat {
        let s = v.intrinsicContentSize
        return horizontal ? s.width : s.height
    }

    /// Views with an intrinsic length that tie on the lowest hugging (or compression) priority: all but
    /// the first keep their length a little more firmly, so the first stretches (or shrinks).
    private func tieBreakers(_ views: [UIView], axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let sized = views.filter { intrinsicLength($0) >= 0 }
        guard sized.count > 1 else { return [] }
        var cs: [NSLayoutConstraint] = []
        let hug = sized.map { $0.contentHuggingPriority(for: axis) }.min()!
        let resist = sized.map { $0.contentCompressionResistancePriority(for: axis) }.min()!
        for v in sized.filter({ $0.contentHuggingPriority(for: axis) == hug }).dropFirst() where hug < .required {
            let c = length(v).constraint(lessThanOrEqualToConstant: intrinsicLength(v))
            c.priority = UILayoutPriority(hug.rawValue + 0.5)
            cs.append(c)
        }
        for v in sized.filter({ $0.contentCompressionResistancePriority(for: axis) == resist }).dropFirst() where resist < .required {
            let c = length(v).constraint(greaterThanOrEqualToConstant: intrinsicLength(v))
            c.priority = UILayoutPriority(resist.rawValue + 0.5)
            cs.append(c)
        }
        return cs
    }

    private func acrossTheAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
        var cs: [NSLayoutConstraint] = []
        let start = edge(arrangementFrame, .start, mainAxis: false), end = edge(arrangementFrame, .end, mainAxis: false)
        var hugs = true
        for v in views {
            let vs = edge(v, .start, mainAxis: false), ve = edge(v, .end, mainAxis: false)
            switch alignment {
            case .fill:
                cs += [vs.relate(.equal, start, 0), ve.relate(.equal, end, 0)]
                hugs = false
            case .leading:
                cs += [vs.relate(.equal, start, 0), ve.relate(.lessThanOrEqual, end, 0)]
            case .trailing:
                cs += [ve.relate(.equal, end, 0), vs.relate(.greaterThanOrEqual, start, 0)]
            case .center:
                cs += [edge(v, .center, mainAxis: false).relate(.equal, edge(arrangementFrame, .center, mainAxis: false), 0),
                       vs.relate(.greaterThanOrEqual, start, 0)]
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    cs += [vs.relate(.greaterThanOrEqual, start, 0), ve.relate(.lessThanOrEqual, end, 0)]
                    if v !== views[0] {
                        let a = alignment == .firstBaseline ? v.firstBaselineAnchor : v.lastBaselineAnchor
                        let b = alignment == .firstBaseline ? views[0].firstBaselineAnchor : views[0].lastBaselineAnchor
                        cs.append(a.constraint(equalTo: b))
                    }
                } else {
                    // a column has no common baseline: its views line up at the leading edge
                    cs += [vs.relate(.equal, start, 0), ve.relate(.lessThanOrEqual, end, 0)]
                }
            }
        }
        if hugs {
            // the stack is as thick as its thickest view unless something else sets its thickness
            let fit = thickness(self).constraint(equalToConstant: 0)
            fit.priority = UILayoutPriority(49)
            fit.identifier = "UISV-canvas-fit"
            cs.append(fit)
        }
        return cs
    }
}

/// An x- or y-axis anchor, so the stack's rules are written once for both axes.
@MainActor
private enum AnyAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)

    func relate(_ relation: NSLayoutConstraint.Relation, _ other: AnyAnchor, _ constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case let (.x(a), .x(b)):
            return relation == .equal ? a.constraint(equalTo: b, constant: constant)
                : relation == .greaterThanOrEqual ? a.constraint(greaterThanOrEqualTo: b, constant: constant)
                : a.constraint(lessThanOrEqualTo: b, constant: constant)
        case let (.y(a), .y(b)):
            return relation == .equal ? a.constraint(equalTo: b, constant: constant)
                : relation == .greaterThanOrEqual ? a.constraint(greaterThanOrEqualTo: b, constant: constant)
                : a.constraint(lessThanOrEqualTo: b, constant: constant)
        default:
            preconditionFailure("a stack view relates edges of one axis only")
        }
    }
}
