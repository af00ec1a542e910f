import Foundation
import InterfaceBuilder

/// Views: each element made as its UIKit class (or its custom class), given the attributes UIKit's
/// decoding gives it, then its subviews in document order (a stack view's as arranged subviews).
extension NibInstantiation {
    /// The elements Interface Builder writes for other frameworks' views, and the class each names; the
    /// app's build registers the class when the app imports its framework (AppBuild's registrations).
    static let frameworkViewClasses = ["mapView": "MKMapView", "wkWebView": "WKWebView"]

    /// Makes the view `object` describes, with its subtree, and registers each view by id.
    func makeView(_ object: IBObject) -> UIView {
        var usage = IBUsage(object)
        let view: UIView
        // A framework's view (`mapView`, `wkWebView`): made through the class the app's build registered
        // for the framework it imports, as any custom class is.
        let frameworkView = Self.frameworkViewClasses[object.name].flatMap { application.classRegistry.make(named: $0) as? UIView }
        switch object.name {
        case _ where frameworkView != nil: view = instantiate(object, usage: &usage) { frameworkView ?? UIView() }
        case "view", "containerView": view = instantiate(object, usage: &usage) { UIView() }
        case "label": view = instantiate(object, usage: &usage) { UILabel() }
        case "button":
            let type: UIButton.ButtonType = object.attribute("buttonType") == "system" ? .system : .custom
            view = instantiate(object, usage: &usage) { UIButton(type: type) }
        case "imageView": view = instantiate(object, usage: &usage) { UIImageView() }
        case "stackView": view = instantiate(object, usage: &usage) { UIStackView() }
        case "textField": view = instantiate(object, usage: &usage) { UITextField() }
        case "switch": view = instantiate(object, usage: &usage) { UISwitch() }
        case "segmentedControl": view = instantiate(object, usage: &usage) { UISegmentedControl() }
        case "slider": view = instantiate(object, usage: &usage) { UISlider() }
        case "scrollView": view = instantiate(object, usage: &usage) { UIScrollView() }
        case "textView": view = instantiate(object, usage: &usage) { UITextView() }
        case "activityIndicatorView": view = instantiate(object, usage: &usage) { UIActivityIndicatorView() }
        case "pickerView": view = instantiate(object, usage: &usage) { UIPickerView() }
        case "tableView":
            let style: UITableView.Style = switch object.tableView?.style {
            case .grouped?: .grouped
            case .insetGrouped?: .insetGrouped
            default: .plain
            }
            if object.tableView?.style != nil { usage.use(attributes: "style") }
            view = instantiate(object, usage: &usage) { UITableView(frame: .zero, style: style) }
        case "tableViewCell": return makeCell(object)
        case "collectionView": view = makeCollectionView(object, usage: &usage)
        case "collectionViewCell": return makeCollectionCell(object)
        default:
            // An element the sandbox has no class for keeps its place as a plain view, and says so.
            view = UIView()
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "\(document.fileName):\(object.location): warning: <\(object.name)> is not supported; made as a UIView",
                about: controller, onceKey: "element \(object.name)")
            usage.use(.child("subviews"))
            register(view, id: object.id)
            applyViewAttributes(object, to: view, usage: &usage)
            for sub in object.subviews { view.addSubview(makeView(sub)) }
            usage.use(usage.items)
            finish(usage)
            return view
        }
        register(view, id: object.id)
        applyViewAttributes(object, to: view, usage: &usage)
        applyKindAttributes(object, to: view, usage: &usage)
        usage.use(.child("subviews"))
        if let stack = view as? UIStackView {
            // IB's stack view arranges every subview it holds.
            for sub in object.subviews { stack.addArrangedSubview(makeView(sub)) }
        } else {
            for sub in object.subviews { view.addSubview(makeView(sub)) }
        }
        finish(usage)
        return view
    }

    /// What every view has: frame, autoresizing, Auto Layout flags, colours, flags, runtime attributes.
    func applyViewAttributes(_ object: IBObject, to view: UIView, usage: inout IBUsage) {
        if let frame = object.frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            usage.use(.child("frame"))
        }
        if let mask = object.autoresizingMask {
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue)
            usage.use(.child("autoresizingMask"))
        }
        // IB writes translatesAutoresizingMaskIntoConstraints="NO" on each view it lays out with
        // constraints; absent means true, UIKit's default.
        view.translatesAutoresizingMaskIntoConstraints = object.translatesAutoresizingMaskIntoConstraints
        usage.use(attributes: "translatesAutoresizingMaskIntoConstraints")
        if let color = object.color(key: "backgroundColor") {
            if let resolved = resolvedColor(color, object) { view.backgroundColor = resolved; usage.use(.child("backgroundColor")) }
        }
        if let color = object.color(key: "tintColor") {
            if let resolved = resolvedColor(color, object) { view.tintColor = resolved; usage.use(.child("tintColor")) }
        }
        if let tag = object.number("tag") { view.tag = Int(tag); usage.use(attributes: "tag") }
        if let hidden = object.bool("hidden") { view.isHidden = hidden; usage.use(attributes: "hidden") }
        if let alpha = object.number("alpha") { view.alpha = CGFloat(alpha); usage.use(attributes: "alpha") }
        if let clips = object.bool("clipsSubviews") { view.clipsToBounds = clips; usage.use(attributes: "clipsSubviews") }
        if let opaque = object.bool("opaque") { view.isOpaque = opaque; usage.use(attributes: "opaque") }
        if let multiple = object.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple; usage.use(attributes: "multipleTouchEnabled") }
        if let preserves = object.bool("preservesSuperviewLayoutMargins") {
            view.preservesSuperviewLayoutMargins = preserves
            usage.use(attributes: "preservesSuperviewLayoutMargins")
        }
        if let insets = object.bool("insetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = insets
            usage.use(attributes: "insetsLayoutMarginsFromSafeArea")
        }
        if let enabled = object.bool("userInteractionEnabled") {
            view.isUserInteractionEnabled = enabled
            usage.use(attributes: "userInteractionEnabled")
        }
        if let mode = object.attribute("contentMode").flatMap(InterfaceBuilderValues.contentMode) {
            view.contentMode = mode
            usage.use(attributes: "contentMode")
        }
        if let p = object.horizontalHuggingPriority { view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: .horizontal); usage.use(attributes: "horizontalHuggingPriority") }
        if let p = object.verticalHuggingPriority { view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: .vertical); usage.use(attributes: "verticalHuggingPriority") }
        if let p = object.horizontalCompressionResistancePriority {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: .horizontal)
            usage.use(attributes: "horizontalCompressionResistancePriority")
        }
        if let p = object.verticalCompressionResistancePriority {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: .vertical)
            usage.use(attributes: "verticalCompressionResistancePriority")
        }
        for guide in object.layoutGuides where guide.key == "safeArea" {
            guides[guide.id] = view.safeAreaLayoutGuide
            usage.use(.child("safeArea"))
        }
        pendingConstraints.append(contentsOf: object.constraints)
        if !object.constraints.isEmpty { usage.use(.child("constraints")) }
        // Connections are the unit's to make once every object exists (`complete`).
        usage.use(.child("connections"))
        // `<nil key="textColor"/>`: the property left at UIKit's default, which is what it already is.
        for child in object.element.children(named: "nil") { usage.use(IBItem(child: child)) }
        applyRuntimeAttributes(object, to: view, usage: &usage)
    }

    func resolvedColor(_ color: IBColor, _ object: IBObject) -> UIColor? {
        if let resolved = InterfaceBuilderValues.color(color, in: document) { return resolved }
        if case .named(let name)? = color.reference {
            // UIKit reads asset colours from the app's catalog (`UIColor(named:)`), as here when the app's
            // catalogs are known (`AppAssets`); without them and the document's record of its components
            // the sandbox has none.
            if let asset = application.assets.color(named: name) { return asset }
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "\(document.fileName):\(color.location): warning: the asset colour '\(name)' is not available",
                about: controller)
        }
        return nil
    }

    /// A runtime attribute's value as UIKit passes it to `setValue(_:forKeyPath:)`.
    private func inspectableValue(_ value: IBRuntimeValue, _ object: IBObject) -> Any? {
        switch value {
        case .boolean(let b): b
        case .integer(let i): i
        case .real(let r): r
        case .string(let s), .localizedString(let s): s
        case .color(let c): resolvedColor(c, object)
        case .size(let s): CGSize(width: s.width, height: s.height)
        case .point(let p): CGPoint(x: p.x, y: p.y)
        case .rect(let r): CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        case .range(let location, let length): NSRange(location: location, length: length)
        case .image(let name): UIImage(named: name)
        case .nil, .unsupported: nil
        }
    }

    /// `userDefinedRuntimeAttributes`: the key paths UIKit sets with `setValue(_:forKeyPath:)` that the
    /// sandbox knows, and the app's own `@IBInspectable` properties; any other key path is reported, the
    /// rest of the list applied.
    func applyRuntimeAttributes(_ object: IBObject, to view: UIView, usage: inout IBUsage) {
        let attributes = object.runtimeAttributes
        guard !attributes.isEmpty else { return }
        usage.use(.child("userDefinedRuntimeAttributes"))
        for attribute in attributes {
            let number: CGFloat? = switch attribute.value {
            case .integer(let i): CGFloat(i)
            case .real(let r): CGFloat(r)
            default: nil
            }
            let bool: Bool? = if case .boolean(let b) = attribute.value { b } else { nil }
            switch (attribute.keyPath, number, bool) {
            case ("layer.cornerRadius", let n?, _): view.layer.cornerRadius = n
            case ("layer.borderWidth", let n?, _): view.layer.borderWidth = n
            case ("layer.masksToBounds", _, let b?): view.layer.masksToBounds = b
            case ("clipsToBounds", _, let b?): view.clipsToBounds = b
            case ("tag", let n?, _): view.tag = Int(n)
            case ("alpha", let n?, _): view.alpha = n
            case (let keyPath, _, _) where !keyPath.contains(".") && (view as? IBConnectable)?.setOutlet(keyPath, to: inspectableValue(attribute.value, object)) == true:
                // An `@IBInspectable` property of the app's view class.
                break
            // `cornerRadius` on a view without such a property: key-value coding finds UIView's own
            // `_setCornerRadius:`, so a storyboard setting it (as tutorial apps do) rounds the layer on iOS.
            case ("cornerRadius", let n?, _): view.layer.cornerRadius = n
            default:
                InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                    "\(document.fileName):\(attribute.location): warning: <userDefinedRuntimeAttribute> keyPath '\(attribute.keyPath)' (\(attribute.type)) was not applied",
                    about: controller, onceKey: "runtime attribute \(attribute.keyPath)")
            }
        }
    }
}
