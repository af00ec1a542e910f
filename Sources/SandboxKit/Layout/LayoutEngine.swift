import Foundation

/// The Auto Layout engine: one `CassowarySolver` for every view hierarchy of the process (independent
/// hierarchies never share a row, so they cost each other nothing), the constraints it makes for views
/// (autoresizing masks, content sizes, the safe-area and margins guides), the update-constraints phase of
/// the layout pass, and UIKit's console messages as warnings of the lifecycle stream.
///
/// Every item has `left`, `top`, `width`, `height`: its size, and its offset from its superview's bounds
/// origin (a guide's, from its owning view's), so a frame is the offset plus the superview's
/// `bounds.origin` (transforms not counted: UIKit's engine works on frames too). A constraint is written
/// in the coordinates of its items' nearest common ancestor, where an item's edge is the sum of the
/// offsets from it up to that ancestor (`origin(of:in:)`). A view that translates its autoresizing mask is
/// pinned to its current frame by required constraints (`NSAutoresizingMaskLayoutConstraint`); a view
/// that does not gets its frame from the engine in its superview's `layoutSubviews`.
@MainActor
final class LayoutEngine {
    static let shared = LayoutEngine()

    let solver = CassowarySolver()
    private var serialCounter = 0
    /// Views with variables, unretained (a view leaves in its deinit).
    private var participants: [ObjectIdentifier: Unmanaged<UIView>] = [:]
    /// Views that asked for `updateConstraints`, unretained, in the order they asked.
    private var pendingUpdates: [ObjectIdentifier: Unmanaged<UIView>] = [:]
    /// Something other than the solver's answer moved frames (a view left or was freed, a safe area
    /// changed) since the last look for misplaced views, so the next one walks every view in the engine;
    /// otherwise it looks only at the views whose variables the solver says moved (`takeChangedVariables`).
    @exclusivity(unchecked) private var solutionMayHaveMoved = false

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    func value(_ v: LayoutVariable) -> Double { solver.value(of: v) }

    // MARK: Activation

    func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where !c.isActive { activate(c) }
    }

    func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.isActive { deactivate(c) }
    }

    private func activate(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem, let firstView = owner(of: first) else { return }
        let secondView = c.secondItem.flatMap(owner(of:))
        if c.secondItem != nil && secondView == nil { return }
        var ancestor = firstView
        if let secondView {
            guard let common = nearestCommonAncestor(firstView, secondView) else {
                violation("Unable to activate constraint with anchors \(LayoutEngine.anchorName(c.firstItem, c.firstAttribute)) and "
                    + "\(LayoutEngine.anchorName(c.secondItem, c.secondAttribute)) because they have no common ancestor.  Does the "
                    + "constraint or its anchors reference items in different view hierarchies?  That's illegal.", about: c)
                return
            }
            ancestor = common
        }
        // UIKit pairs a size with any size (an aspect ratio relates width and height), a position with a
        // position on the same axis, and nothing else
        let a1 = c.firstAttribute, a2 = c.secondAttribute
        if c.secondItem != nil, a1.isSize != a2.isSize || (!a1.isSize && a1.isVertical != a2.isVertical) {
            violation("A constraint cannot be made between \(LayoutEngine.anchorName(c.firstItem, c.firstAttribute)) and "
                + "\(LayoutEngine.anchorName(c.secondItem, c.secondAttribute)): their attributes are of different kinds.", about: c)
            return
        }
        adopt(firstView)
        if let secondView { adopt(secondView) }
        ancestor.layoutState.installed.append(c)
        firstView.layoutState.referencing.append(c)
        firstView.layoutState.ambiguityChecked = false
        if let secondView, secondView !== firstView {
            secondView.layoutState.referencing.append(c)
            secondView.layoutState.ambiguityChecked = false
        }
        let sc = solverForm(c, in: secondView == nil ? firstView.superview : ancestor)
        do {
            try solver.add(sc)
            c.solverConstraint = sc
        } catch {
            c.isBroken = true
            unsatisfiable(c)
        }
        changed(firstView)
    }

    private func deactivate(_ c: NSLayoutConstraint) {
        if let sc = c.solverConstraint { try? solver.remove(sc) }
        c.solverConstraint = nil
        c.isBroken = false
        for item in [c.firstItem, c.secondItem] {
            guard let item, let view = owner(of: item) else { continue }
            view.autoLayout?.referencing.removeAll { $0 === c }
            view.autoLayout?.ambiguityChecked = false
            changed(view)
        }
        var v: UIView? = c.firstItem.flatMap(owner(of:))
        while let cur = v {
            if let s = cur.autoLayout, s.installed.contains(where: { $0 === c }) { s.installed.removeAll { $0 === c }; break }
            v = cur.superview
        }
    }

    /// `first − multiplier·second − constant` related to 0, in the coordinates of the items' nearest
    /// common ancestor (of a lone item, its superview's).
    private func solverForm(_ c: NSLayoutConstraint) -> SolverConstraint {
        let first = c.firstItem.flatMap(view(of:)), second = c.secondItem.flatMap(view(of:))
        return solverForm(c, in: second.flatMap { s in first.flatMap { nearestCommonAncestor($0, s) } } ?? first?.superview)
    }

    private func solverForm(_ c: NSLayoutConstraint, in space: UIView?) -> SolverConstraint {
        var e = expression(c.firstItem, c.firstAttribute, in: space)
        if let second = c.secondItem { e = e - Double(c.multiplier) * expression(second, c.secondAttribute, in: space) }
        e.constant -= Double(c.constant)
        let relation: SolverConstraint.Relation = c.relation == .equal ? .equal
            : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        return SolverConstraint(e, relation, strength: c.priority.solverStrength)
    }

    private func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?) -> LinearExpression {
        if let guide = item as? UILayoutGuide {
            var (left, top) = (LinearExpression(guide.variables.left), LinearExpression(guide.variables.top))
            if let owner = guide.owningView {
                let o = origin(of: owner, in: space)
                left = left + o.left
                top = top + o.top
            }
            return guide.variables.expression(attribute, left: left, top: top, firstBaseline: nil, lastBaseline: nil, margins: .zero)
        }
        guard let view = item as? UIView, let vars = view.autoLayout?.variables else { return LinearExpression() }
        var first: Double?, last: Double?
        if let label = view as? UILabel {
            // "as far as text allows": the font's ascent below the top, its descent above the bottom
            first = Double(label.font.pointSize) * LayoutEngine.ascent
            last = Double(label.font.pointSize) * LayoutEngine.descent
        }
        let o = origin(of: view, in: space)
        return vars.expression(attribute, left: o.left, top: o.top, firstBaseline: first, lastBaseline: last, margins: view.layoutMargins)
    }

    /// The constant of the constraint's solver form, as `solverForm` computes it: an item's position in
    /// any coordinates adds only variables, so each item is taken in its own and no common ancestor is
    /// looked for (a constant set on every frame of an animation costs no walk up the hierarchy).
    private func solverConstant(_ c: NSLayoutConstraint) -> Double {
        var k = expression(c.firstItem, c.firstAttribute, in: c.firstItem.flatMap(view(of:))).constant
        if let second = c.secondItem { k -= Double(c.multiplier) * expression(second, c.secondAttribute, in: view(of: second)).constant }
        return k - Double(c.constant)
    }

    /// The left and top edges of `view` in the coordinates of its ancestor `space` (0 when it is `space`):
    /// the sum of the offsets of the views from it up to, not including, `space`.
    private func origin(of view: UIView, in space: UIView?) -> (left: LinearExpression, top: LinearExpression) {
        var left = LinearExpression(), top = LinearExpression()
        var v: UIView? = view
        while let cur = v, cur !== space, let vars = cur.autoLayout?.variables {
            left.terms.append((vars.left, 1))
            top.terms.append((vars.top, 1))
            v = cur.superview
        }
        return (left, top)
    }

    /// Ascent and descent per point of the sandbox's fonts (Inter-like proportions).
    static let ascent = 0.97, descent = 0.24

    func constantDidChange(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.setConstant(sc, to: solverConstant(c))
        } catch {
            try? solver.remove(sc)
            c.solverConstraint = nil
            c.isBroken = true
            unsatisfiable(c)
        }
        if let v = c.firstItem.flatMap(owner(of:)) { changed(v) }
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        try? solver.remove(sc)
        c.solverConstraint = nil
        let replacement = solverForm(c)
        do { try solver.add(replacement); c.solverConstraint = replacement } catch { c.isBroken = true; unsatisfiable(c) }
        if let v = c.firstItem.flatMap(owner(of:)) { changed(v) }
    }

    // MARK: Views in the engine

    /// The view an item belongs to (a guide's owning view), without adopting it.
    private func view(of item: AnyObject) -> UIView? {
        item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    private func owner(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        guard let guide = item as? UILayoutGuide, let view = guide.owningView else { return nil }
        adopt(view)
        // the view's own guides follow its insets (or its content); a guide the app added is placed by the
        // app's constraints
        if guide.pins.isEmpty {
            switch guide.placement {
            case .app: break
            case .inset: pin(guide, to: view)
            case .scrollContent: pinContent(guide, to: view)
            }
        }
        return view
    }

    private func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var v: UIView? = a
        while let cur = v { if b.isDescendant(of: cur) { return cur }; v = cur.superview }
        return nil
    }

    /// Gives the view variables and its engine constraints, and does the same for its superviews, so a
    /// constraint's items have offsets all the way up to their common ancestor.
    private func adopt(_ view: UIView) {
        var v: UIView? = view
        while let cur = v, cur.autoLayout?.variables == nil {
            let state = cur.layoutState
            let vars = LayoutItemVariables(String(describing: type(of: cur)))
            state.variables = vars
            participants[ObjectIdentifier(cur)] = Unmanaged.passUnretained(cur)
            for v in [vars.left, vars.top, vars.width, vars.height] { v.owner = cur }
            state.needsUpdateConstraints = true
            pendingUpdates[ObjectIdentifier(cur)] = Unmanaged.passUnretained(cur)
            makeViewConstraints(cur)
            v = cur.superview
        }
    }

    /// The autoresizing-mask constraints (or, without them, the content-size ones) of a view in the engine.
    private func makeViewConstraints(_ view: UIView) {
        guard let state = view.autoLayout, let vars = state.variables else { return }
        for sc in state.autoresizingConstraints + state.contentSizeConstraints { try? solver.remove(sc) }
        state.autoresizingConstraints = []
        state.contentSizeConstraints = []
        if state.translatesAutoresizingMask {
            let f = view.frame
            // a root is at 0 in its own coordinates
            let offset = view.superview.map { CGPoint(x: $0.bounds.minX - f.minX, y: $0.bounds.minY - f.minY) } ?? .zero
            var cs = [SolverConstraint(LinearExpression(vars.left) + Double(offset.x), .equal),
                      SolverConstraint(LinearExpression(vars.top) + Double(offset.y), .equal)]
            cs.append(SolverConstraint(LinearExpression(vars.width) + Double(-f.width), .equal))
            cs.append(SolverConstraint(LinearExpression(vars.height) + Double(-f.height), .equal))
            for sc in cs { try? solver.add(sc) }
            state.autoresizingConstraints = cs
        } else {
            let size = view.intrinsicContentSize
            var cs: [SolverConstraint] = []
            func add(_ v: LayoutVariable, _ length: CGFloat, hugging: UILayoutPriority, compression: UILayoutPriority) {
                guard length >= 0 else { return }
                cs.append(SolverConstraint(LinearExpression(v) + Double(-length), .lessThanOrEqual, strength: hugging.solverStrength))
                cs.append(SolverConstraint(LinearExpression(v) + Double(-length), .greaterThanOrEqual, strength: compression.solverStrength))
            }
            add(vars.width, size.width, hugging: state.hugging.horizontal, compression: state.compression.horizontal)
            add(vars.height, size.height, hugging: state.hugging.vertical, compression: state.compression.vertical)
            // a size is never negative
            cs.append(SolverConstraint(LinearExpression(vars.width), .greaterThanOrEqual))
            cs.append(SolverConstraint(LinearExpression(vars.height), .greaterThanOrEqual))
            for sc in cs { try? solver.add(sc) }
            state.contentSizeConstraints = cs
        }
    }

    /// A tAMIC view's frame changed (app code, autoresizing): its pins follow, in place.
    func frameDidChange(_ view: UIView) {
        // a scroll view has its content guide among its guides: most views have none, and skip the cast
        if view.autoLayout?.guides.isEmpty == false, let scroll = view as? UIScrollView { scrollContentDidChange(scroll) }
        guard let state = view.autoLayout, state.translatesAutoresizingMask, state.autoresizingConstraints.count == 4 else { return }
        let f = view.frame
        var constants = [0, 0, Double(-f.width), Double(-f.height)]
        if let s = view.superview {
            constants[0] = Double(s.bounds.minX - f.minX)
            constants[1] = Double(s.bounds.minY - f.minY)
        }
        var moved = false
        // only a pin whose constant changes moves anything: a container that sets the same frame on every
        // pass (a navigation controller's page) must not ask for another pass each time
        for (sc, k) in zip(state.autoresizingConstraints, constants) where sc.tag?.constant != k {
            if (try? solver.setConstant(sc, to: k)) != nil { moved = true }
        }
        if moved { changed(view) }
        // the bounds origin moves the subviews' pins too
        for s in view.subviews where s.autoLayout?.translatesAutoresizingMask == true && s.autoLayout?.variables != nil {
            frameDidChange(s)
        }
    }

    func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard view.autoLayout?.variables != nil else { return }
        makeViewConstraints(view)
        changed(view)
    }

    func contentSizeDidChange(_ view: UIView) {
        guard let state = view.autoLayout, state.variables != nil, !state.translatesAutoresizingMask else { return }
        makeViewConstraints(view)
        changed(view)
    }

    func marginsDidChange(_ view: UIView) {
        guard let g = view.autoLayout?.marginsGuide, !g.pins.isEmpty else { return }
        updatePins(g, of: view)
        changed(view)
    }

    /// The view moved to another superview: its autoresizing pins are made again against the new one.
    func superviewDidChange(_ view: UIView) {
        guard let state = view.autoLayout, state.variables != nil else { return }
        if let s = view.superview { adopt(s) }
        makeViewConstraints(view)
        setNeedsUpdateConstraints(view)
        changed(view)
    }

    /// The view leaves its superview: constraints between its subtree and views outside it are removed,
    /// as UIKit removes them.
    func viewWillLeave(_ view: UIView, superview: UIView) {
        guard !participants.isEmpty else { return }
        var crossing: [NSLayoutConstraint] = []
        var stack = [view]
        while let v = stack.popLast() {
            stack.append(contentsOf: v.subviews)
            for c in v.autoLayout?.referencing ?? [] {
                let items = [c.firstItem, c.secondItem].compactMap { $0 }.compactMap(owner(of:))
                if items.contains(where: { !$0.isDescendant(of: view) }) { crossing.append(c) }
            }
        }
        for c in crossing where c.isActive { deactivate(c) }
        solutionMayHaveMoved = true
        if let state = view.autoLayout {
            for sc in state.autoresizingConstraints { try? solver.remove(sc) }
            state.autoresizingConstraints = []
            if state.translatesAutoresizingMask, let vars = state.variables {
                // a root again: pinned at the origin with its size until it joins another superview
                let cs = [SolverConstraint(LinearExpression(vars.left), .equal), SolverConstraint(LinearExpression(vars.top), .equal),
                          SolverConstraint(LinearExpression(vars.width) + Double(-view.bounds.width), .equal),
                          SolverConstraint(LinearExpression(vars.height) + Double(-view.bounds.height), .equal)]
                for sc in cs { try? solver.add(sc) }
                state.autoresizingConstraints = cs
            }
        }
    }

    func viewWillBeFreed(_ view: UIView) {
        guard let state = view.autoLayout else { return }
        for c in state.referencing where c.isActive { deactivate(c); c.releaseItems() }
        for sc in state.autoresizingConstraints + state.contentSizeConstraints { try? solver.remove(sc) }
        for g in state.guides { for sc in g.pins { try? solver.remove(sc) }; g.pins = [] }
        participants[ObjectIdentifier(view)] = nil
        pendingUpdates[ObjectIdentifier(view)] = nil
        // With their constraints gone, the view's and its guides' variables leave the solver.
        for vars in [state.variables].compactMap({ $0 }) + state.guides.map(\.variables) {
            for v in [vars.left, vars.top, vars.width, vars.height] {
                v.owner = nil
                solver.release(v)
            }
        }
        solutionMayHaveMoved = true
    }

    /// The engine's answer changed near `view`: the next layout pass must look (the window commits); the
    /// solver's list of changed variables says at which views.
    private func changed(_ view: UIView) {
        (view.superview ?? view).setNeedsLayout()
    }

    // MARK: Guides

    private func pin(_ guide: UILayoutGuide, to view: UIView) {
        guard let vars = view.autoLayout?.variables else { return }
        let g = guide.variables
        guide.pins = [
            SolverConstraint(LinearExpression(g.left), .equal),
            SolverConstraint(LinearExpression(g.top), .equal),
            SolverConstraint(LinearExpression(g.width) - LinearExpression(vars.width), .equal),
            SolverConstraint(LinearExpression(g.height) - LinearExpression(vars.height), .equal),
        ]
        for sc in guide.pins { try? solver.add(sc) }
        guide.insets = .zero
        updatePins(guide, of: view)
    }

    /// A scroll view's content guide: its origin is the content's (at minus the bounds origin, which
    /// scrolling moves, from the view's), its size the `contentSize` at a low priority, so constraints
    /// between the content and the guide's edges decide the size when they say it (the scroll view's
    /// `layoutSubviews` then takes it as its `contentSize`), as UIKit's content layout guide does.
    private func pinContent(_ guide: UILayoutGuide, to view: UIView) {
        guard view.autoLayout?.variables != nil, let scroll = view as? UIScrollView else { return }
        let g = guide.variables
        let low = UILayoutPriority.fittingSizeLevel.solverStrength
        guide.pins = [
            SolverConstraint(LinearExpression(g.left) + Double(view.bounds.minX), .equal),
            SolverConstraint(LinearExpression(g.top) + Double(view.bounds.minY), .equal),
            SolverConstraint(LinearExpression(g.width) + Double(-scroll.contentSize.width), .equal, strength: low),
            SolverConstraint(LinearExpression(g.height) + Double(-scroll.contentSize.height), .equal, strength: low),
            SolverConstraint(LinearExpression(g.width), .greaterThanOrEqual),
            SolverConstraint(LinearExpression(g.height), .greaterThanOrEqual),
        ]
        for sc in guide.pins { try? solver.add(sc) }
    }

    /// The scroll view scrolled or its `contentSize` changed: its content guide's pins follow.
    func scrollContentDidChange(_ scroll: UIScrollView) {
        guard let guide = scroll.contentGuide, guide.pins.count == 6 else { return }
        let b = scroll.bounds
        let constants = [Double(b.minX), Double(b.minY), Double(-scroll.contentSize.width), Double(-scroll.contentSize.height)]
        var moved = false
        for (sc, k) in zip(guide.pins, constants) where sc.tag?.constant != k {
            if (try? solver.setConstant(sc, to: k)) != nil { moved = true }
        }
        if moved { scroll.setNeedsLayout() }
    }

    private func insets(of guide: UILayoutGuide, in view: UIView) -> UIEdgeInsets {
        // the safe area the view last heard of (SafeAreaTracker), so guides move when the view is told
        let safe = view.autoLayout?.safeAreaInsets ?? .zero
        if guide === view.autoLayout?.marginsGuide {
            let safe = view.insetsLayoutMarginsFromSafeArea ? safe : .zero
            let m = view.layoutMargins
            return UIEdgeInsets(top: safe.top + m.top, left: safe.left + m.left, bottom: safe.bottom + m.bottom, right: safe.right + m.right)
        }
        if guide === view.autoLayout?.safeAreaGuide { return safe }
        return guide.insets
    }

    private func updatePins(_ guide: UILayoutGuide, of view: UIView) {
        guard guide.pins.count == 4 else { return }
        let i = insets(of: guide, in: view)
        guard i != guide.insets else { return }
        guide.insets = i
        let constants = [Double(-i.left), Double(-i.top), Double(i.left + i.right), Double(i.top + i.bottom)]
        for (sc, k) in zip(guide.pins, constants) { try? solver.setConstant(sc, to: k) }
    }

    // MARK: The layout pass

    func setNeedsUpdateConstraints(_ view: UIView) {
        view.layoutState.needsUpdateConstraints = true
        pendingUpdates[ObjectIdentifier(view)] = Unmanaged.passUnretained(view)
        view.window?.setNeedsCommit()
    }

    /// Before a layout pass from `view`'s hierarchy (after the safe areas, `SafeAreaTracker`): the
    /// update-constraints phase, bottom-up (`updateConstraints`, `updateViewConstraints`), then the views
    /// whose engine frame differs from their frame get their superview laid out.
    func layoutWillRun(from view: UIView) {
        guard !participants.isEmpty else { return }
        var root = view
        while let s = root.superview { root = s }
        updateConstraintsPass(root: root)
        let moved = solver.takeChangedVariables()
        if solutionMayHaveMoved {
            solutionMayHaveMoved = false
            // every hierarchy's views, not only this root's: the flag is the engine's
            for p in participants.values { layOutIfMisplaced(p.takeUnretainedValue()) }
            return
        }
        // Only the views whose variables moved: a frame is an offset from the superview, so a move high in
        // a chain reaches the views whose frames move and no others
        for variable in moved {
            guard let view = variable.owner, let state = view.autoLayout, !state.translatesAutoresizingMask,
                  let s = view.superview, !s.needsLayout else { continue }
            s.setNeedsLayout()
        }
    }

    /// A view that takes its frame from the engine and is not where the engine puts it: its superview's
    /// `layoutSubviews` will move it.
    private func layOutIfMisplaced(_ v: UIView) {
        guard let state = v.autoLayout, !state.translatesAutoresizingMask, let s = v.superview,
              let f = engineFrame(of: v, in: s) else { return }
        if !f.isNearlyEqual(v.frame) { s.setNeedsLayout() }
    }

    func updateConstraintsPass(root: UIView) {
        for _ in 0..<10 {
            let due = pendingUpdates.values.map { $0.takeUnretainedValue() }.filter { $0.isDescendant(of: root) }
            guard !due.isEmpty else { return }
            // bottom-up: subviews before their superviews (deepest first), as UIKit's update pass goes
            let ordered = due.map { ($0, depth($0)) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.autoLayout!.serial < $1.0.autoLayout!.serial }
            for (v, _) in ordered {
                pendingUpdates[ObjectIdentifier(v)] = nil
                guard v.autoLayout?.needsUpdateConstraints == true else { continue }
                v.autoLayout?.needsUpdateConstraints = false
                if let vc = v.owningViewController {
                    LifecycleRules.layoutCallback(vc, .updateViewConstraints)
                } else {
                    v.updateConstraints()
                }
            }
        }
    }

    private func depth(_ v: UIView) -> Int {
        var d = 0, cur = v
        while let s = cur.superview { d += 1; cur = s }
        return d
    }

    /// `view`'s safe area changed (`SafeAreaTracker`): its guides follow; its own subviews are laid out
    /// again (the tracker marks it), and views further down that hang on the guides are found by the
    /// next look for misplaced views.
    func safeAreaDidChange(_ view: UIView) {
        guard let state = view.autoLayout else { return }
        let guides = [state.safeAreaGuide, state.marginsGuide].compactMap { $0 }
        guard !guides.isEmpty else { return }
        for g in guides { updatePins(g, of: view) }
        solutionMayHaveMoved = true
    }

    private func engineFrame(of view: UIView, in superview: UIView) -> CGRect? {
        guard let vars = view.autoLayout?.variables else { return nil }
        return CGRect(x: value(vars.left) + superview.bounds.minX, y: value(vars.top) + superview.bounds.minY,
                      width: max(0, value(vars.width)), height: max(0, value(vars.height)))
    }

    /// UIView's base `layoutSubviews`: subviews that do not translate their mask take the engine's frame.
    func applyFrames(toSubviewsOf view: UIView) {
        guard view.autoLayout?.variables != nil else { return }
        var moved = false
        defer {
            if moved { SafeAreaTracker.shared.refreshDescendants(of: view) }
        }
        for s in view.subviews {
            guard let state = s.autoLayout, !state.translatesAutoresizingMask, let f = engineFrame(of: s, in: view) else { continue }
            let current = s.frame
            if !f.isNearlyEqual(current) {
                // a move alone is a new centre: the bounds, and what setting them again would mark, stay
                if f.size == current.size && s.transform.isIdentity {
                    s.center = CGPoint(x: f.midX, y: f.midY)
                } else {
                    s.frame = f
                }
                moved = true
            }
            // looked at once after the view's constraints change, not on every pass
            guard !state.ambiguityChecked else { continue }
            state.ambiguityChecked = true
            if isAmbiguous(s) {
                warning(.ambiguousLayout, "[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout and View Ambiguity\" for help "
                    + "debugging. \(LayoutEngine.itemName(s)) frame \(Self.rect(f)): its constraints allow more than one frame.",
                        near: s)
            }
        }
    }

    func isAmbiguous(_ view: UIView) -> Bool {
        guard let state = view.autoLayout, let vars = state.variables, !state.translatesAutoresizingMask else { return false }
        return [vars.left, vars.top, vars.width, vars.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: Messages

    /// UIKit's console message for a required constraint that cannot hold; the constraint stays active
    /// and is left out of the solution.
    private func unsatisfiable(_ c: NSLayoutConstraint) {
        var related: [NSLayoutConstraint] = []
        for item in [c.firstItem, c.secondItem] {
            guard let item, let v = owner(of: item) else { continue }
            for r in v.autoLayout?.referencing ?? [] where !related.contains(where: { $0 === r }) { related.append(r) }
        }
        let list = related.map { "\"\($0)\"" }.joined(separator: ", ")
        warning(.unsatisfiableConstraints, "[LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in "
            + "the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you "
            + "don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (\(list)) Will "
            + "attempt to recover by breaking constraint \(c)", near: c.firstItem.flatMap(owner(of:)))
    }

    /// A warning in the lifecycle stream, attributed to the controller whose view holds `view`.
    func warning(_ problem: LifecycleProblem, _ message: String, near view: UIView?) {
        var v = view
        while let cur = v, cur.owningViewController == nil { v = cur.superview }
        let cause = LifecycleCause("Auto Layout", rule: .r9)
        if let vc = v?.owningViewController {
            LifecycleRules.warning(vc, problem, message, cause: cause)
        } else {
            let app = view?.owningApplication ?? .current
            app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .warning, cause: cause, message: message, problem: problem))
        }
    }

    /// UIKit raises; the sandbox records a violation and changes nothing.
    func violation(_ message: String, about c: NSLayoutConstraint) {
        let item = c.firstItem.flatMap { $0 as? UIView ?? ($0 as? UILayoutGuide)?.owningView }
        var v = item
        while let cur = v, cur.owningViewController == nil { v = cur.superview }
        let cause = LifecycleCause("refused", rule: .r9)
        if let vc = v?.owningViewController {
            LifecycleRules.emit(vc, .violation, cause: cause, message: message, problem: .constraintRefused)
        } else {
            (item?.owningApplication ?? .current).lifecycleEvents.emit(
                LifecycleEvent(controller: nil, method: .violation, cause: cause, message: message, problem: .constraintRefused))
        }
    }

    static func itemName(_ item: AnyObject?) -> String {
        if let v = item as? UIView { return "\(type(of: v)):0x\(String(v.layoutState.serial, radix: 16))" }
        if let g = item as? UILayoutGuide {
            return "UILayoutGuide:0x\(String(g.serial, radix: 16))'\(g.identifier)'"
        }
        return "nil"
    }

    static func anchorName(_ item: AnyObject?, _ a: NSLayoutConstraint.Attribute) -> String {
        "<\(LayoutEngine.itemName(item)).\(a.name)>"
    }

    static func number(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%g", Double(x))
    }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }
}

extension CGRect {
    func isNearlyEqual(_ r: CGRect) -> Bool {
        abs(minX - r.minX) < 1e-6 && abs(minY - r.minY) < 1e-6 && abs(width - r.width) < 1e-6 && abs(height - r.height) < 1e-6
    }
}
