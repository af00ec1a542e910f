import Foundation
import InterfaceBuilder

/// The attributes particular to each kind of view: a label's text and font, a button's titles per
/// state, a stack view's axis, a table's row height and prototype cells, and so on.
extension NibInstantiation {
    func applyKindAttributes(_ object: IBObject, to view: UIView, usage: inout IBUsage) {
        if let control = view as? UIControl {
            if let enabled = object.bool("enabled") { control.isEnabled = enabled; usage.use(attributes: "enabled") }
            if let selected = object.bool("selected") { control.isSelected = selected; usage.use(attributes: "selected") }
            // UIControl centres its content; IB writes the centred default on every control.
            if object.attribute("contentHorizontalAlignment") == "center" { usage.use(attributes: "contentHorizontalAlignment") }
            if object.attribute("contentVerticalAlignment") == "center" { usage.use(attributes: "contentVerticalAlignment") }
        }
        switch view {
        case let label as UILabel: applyLabel(object, to: label, usage: &usage)
        case let button as UIButton: applyButton(object, to: button, usage: &usage)
        case let imageView as UIImageView:
            if let reference = object.image {
                imageView.image = image(reference, object)
                usage.use(attributes: "image", "catalog")
                usage.use(.child("image"))
            }
        case let stack as UIStackView:
            if let axis = object.attribute("axis") {
                if axis == "vertical" { stack.axis = .vertical; usage.use(attributes: "axis") }
                else if axis == "horizontal" { stack.axis = .horizontal; usage.use(attributes: "axis") }
            }
            if let spacing = object.number("spacing") { stack.spacing = CGFloat(spacing); usage.use(attributes: "spacing") }
            let alignments: [String: UIStackView.Alignment] = [
                "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
                "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline,
            ]
            if let alignment = object.attribute("alignment").flatMap({ alignments[$0] }) { stack.alignment = alignment; usage.use(attributes: "alignment") }
            let distributions: [String: UIStackView.Distribution] = [
                "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ]
            if let distribution = object.attribute("distribution").flatMap({ distributions[$0] }) {
                stack.distribution = distribution
                usage.use(attributes: "distribution")
            }
        case let field as UITextField:
            if let text = object.text { field.text = text; usage.use(attributes: "text"); usage.use(.child("text")) }
            if let placeholder = object.string(key: "placeholder") {
                field.placeholder = placeholder
                usage.use(attributes: "placeholder")
                usage.use(.child("placeholder"))
            }
            let borders: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
            if let border = object.attribute("borderStyle").flatMap({ borders[$0] }) { field.borderStyle = border; usage.use(attributes: "borderStyle") }
            if let alignment = object.attribute("textAlignment").flatMap(InterfaceBuilderValues.textAlignment) {
                field.textAlignment = alignment
                usage.use(attributes: "textAlignment")
            }
            if let font = object.font.flatMap(InterfaceBuilderValues.font) { field.font = font; usage.use(.child("fontDescription")) }
            if let color = object.color(key: "textColor").flatMap({ resolvedColor($0, object) }) { field.textColor = color; usage.use(.child("textColor")) }
        case let toggle as UISwitch:
            if let on = object.bool("on") { toggle.isOn = on; usage.use(attributes: "on") }
            if let color = object.color(key: "onTintColor").flatMap({ resolvedColor($0, object) }) { toggle.onTintColor = color; usage.use(.child("onTintColor")) }
        case let segmented as UISegmentedControl:
            if let segments = object.element.child(named: "segments") {
                for (index, segment) in segments.children(named: "segment").enumerated() {
                    segmented.insertSegment(withTitle: segment.attribute("title"), at: index, animated: false)
                }
                usage.use(.child("segments"))
            }
            if let selected = object.number("selectedSegmentIndex") {
                segmented.selectedSegmentIndex = Int(selected)
                usage.use(attributes: "selectedSegmentIndex")
            }
        case let slider as UISlider:
            if let minimum = object.number("minValue") { slider.minimumValue = Float(minimum); usage.use(attributes: "minValue") }
            if let maximum = object.number("maxValue") { slider.maximumValue = Float(maximum); usage.use(attributes: "maxValue") }
            if let value = object.number("value") { slider.value = Float(value); usage.use(attributes: "value") }
            for (key, apply) in [("minimumTrackTintColor", { slider.minimumTrackTintColor = $0 }), ("maximumTrackTintColor", { slider.maximumTrackTintColor = $0 }),
                                 ("thumbTintColor", { slider.thumbTintColor = $0 })] as [(String, (UIColor) -> Void)] {
                if let color = object.color(key: key).flatMap({ resolvedColor($0, object) }) { apply(color); usage.use(.child(key)) }
            }
        case let table as UITableView: applyTable(object, to: table, usage: &usage)
        case let collection as UICollectionView: applyCollection(object, to: collection, usage: &usage)
        default: break
        }
    }

    func applyLabel(_ object: IBObject, to label: UILabel, usage: inout IBUsage) {
        if let text = object.text { label.text = text; usage.use(attributes: "text"); usage.use(.child("text")) }
        if let alignment = object.attribute("textAlignment").flatMap(InterfaceBuilderValues.textAlignment) {
            label.textAlignment = alignment
            usage.use(attributes: "textAlignment")
        }
        if let lines = object.number("numberOfLines") { label.numberOfLines = Int(lines); usage.use(attributes: "numberOfLines") }
        if let mode = object.attribute("lineBreakMode").flatMap(InterfaceBuilderValues.lineBreakMode) {
            label.lineBreakMode = mode
            usage.use(attributes: "lineBreakMode")
        }
        if let enabled = object.bool("enabled") { label.isEnabled = enabled; usage.use(attributes: "enabled") }
        if let font = object.font.flatMap(InterfaceBuilderValues.font) { label.font = font; usage.use(.child("fontDescription")) }
        if let color = object.color(key: "textColor").flatMap({ resolvedColor($0, object) }) { label.textColor = color; usage.use(.child("textColor")) }
        // UIKit's defaults, which IB writes on every label: nothing to change.
        if object.attribute("baselineAdjustment") == "alignBaselines" { usage.use(attributes: "baselineAdjustment") }
        if object.bool("adjustsFontSizeToFit") == false { usage.use(attributes: "adjustsFontSizeToFit") }
    }

    func applyButton(_ object: IBObject, to button: UIButton, usage: inout IBUsage) {
        usage.use(attributes: "buttonType")
        for state in object.buttonStates {
            guard let controlState = InterfaceBuilderValues.controlState(state.state) else { continue }
            var stateUsage = IBUsage(state.element)
            if let title = state.title {
                button.setTitle(title, for: controlState)
                stateUsage.use(attributes: "title")
                stateUsage.use(.child("title"))
            }
            if let color = state.titleColor.flatMap({ resolvedColor($0, object) }) {
                button.setTitleColor(color, for: controlState)
                stateUsage.use(.child("titleColor"))
            }
            if let reference = state.image {
                button.setImage(image(reference, object), for: controlState)
                stateUsage.use(attributes: "image", "catalog")
                stateUsage.use(.child("image"))
            }
            finish(stateUsage)
            usage.use(.child(state.state))
        }
        if let font = object.font(key: "fontDescription").flatMap(InterfaceBuilderValues.font) {
            button.titleLabel?.font = font
            usage.use(.child("fontDescription"))
        }
        if let mode = object.attribute("lineBreakMode").flatMap(InterfaceBuilderValues.lineBreakMode) {
            button.titleLabel?.lineBreakMode = mode
            usage.use(attributes: "lineBreakMode")
        }
    }

    /// `UIImage(named:)` (or the SF Symbol), else UIKit's log line for an image a nib names that the
    /// bundle lacks.
    func image(_ reference: IBImageReference, _ object: IBObject) -> UIImage? {
        let image = reference.isSystemSymbol ? UIImage(systemName: reference.name) : UIImage(named: reference.name)
        if image == nil {
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "Could not load the \"\(reference.name)\" image referenced from a nib in the bundle with identifier \"\(Bundle.main.bundleIdentifier ?? "(null)")\"",
                about: controller)
        }
        return image
    }
}
