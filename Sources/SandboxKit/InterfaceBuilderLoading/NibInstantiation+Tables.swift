import Foundation
import InterfaceBuilder

/// Table views and their cells. UIKit compiles each prototype cell of a storyboard's table into a nib
/// of its own, registered with the table under its reuse identifier; `dequeueReusableCell` then makes
/// a fresh copy of it (its custom class, its subviews, its outlets connected, `awakeFromNib` called)
/// whenever the reuse pool has none. The sandbox registers a maker per prototype that loads the cell's
/// element as a unit of its own, each call a new copy.
extension NibInstantiation {
    func applyTable(_ object: IBObject, to table: UITableView, usage: inout IBUsage) {
        guard let ibTable = object.tableView else { return }
        if let height = ibTable.rowHeight {
            table.rowHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height)
            usage.use(attributes: "rowHeight")
        }
        if let height = ibTable.estimatedRowHeight {
            table.estimatedRowHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height)
            usage.use(attributes: "estimatedRowHeight")
        }
        if let height = ibTable.sectionHeaderHeight {
            table.sectionHeaderHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height)
            usage.use(attributes: "sectionHeaderHeight")
        }
        if let height = ibTable.sectionFooterHeight {
            table.sectionFooterHeight = height < 0 ? UITableView.automaticDimension : CGFloat(height)
            usage.use(attributes: "sectionFooterHeight")
        }
        let separators: [String: UITableViewCell.SeparatorStyle] = ["default": .singleLine, "singleLine": .singleLine, "none": .none]
        if let style = ibTable.separatorStyle.flatMap({ separators[$0] }) { table.separatorStyle = style; usage.use(attributes: "separatorStyle") }
        if let bounces = object.bool("alwaysBounceVertical") { table.alwaysBounceVertical = bounces; usage.use(attributes: "alwaysBounceVertical") }
        if object.attribute("dataMode") == "prototypes" { usage.use(attributes: "dataMode") }
        if ibTable.isStatic {
            // UIKit allows static cells only in a table view controller's own table (Xcode refuses others).
            usage.use(attributes: "dataMode")
            usage.use(.child("sections"))
            let sections = ibTable.sections.map { section in
                var sectionUsage = IBUsage(section.object)
                sectionUsage.use(.child("cells"))
                if section.headerTitle != nil { sectionUsage.use(attributes: "headerTitle"); sectionUsage.use(.child("headerTitle")) }
                if section.footerTitle != nil { sectionUsage.use(attributes: "footerTitle"); sectionUsage.use(.child("footerTitle")) }
                finish(sectionUsage)
                return StaticTableContent.Section(
                    headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                    cells: section.cells.map { makeCell($0.object) },
                    rowHeights: section.cells.map { $0.rowHeight.map { CGFloat($0) } })
            }
            (controller as? UITableViewController)?.staticContent = StaticTableContent(sections: sections)
        }
        for prototype in ibTable.prototypeCells {
            guard let identifier = prototype.reuseIdentifier else { continue }
            table.nibCellMakers[identifier] = prototypeMaker(prototype.object) { $0.makeCell($1) }
        }
        if !ibTable.prototypeCells.isEmpty { usage.use(.child("prototypes")) }
    }

    /// What a table or collection view calls for a new copy of the prototype `cell` (each dequeue that
    /// finds no cell to reuse): a unit of its own makes it (`make`), its outlets connected, awoken.
    func prototypeMaker<Cell>(_ cell: IBObject, make: @escaping @MainActor (NibInstantiation, IBObject) -> Cell)
        -> @MainActor () -> Cell? {
        let document = document, application = application, storyboard = storyboard
        return { [weak controller = self.controller] in
            let unit = NibInstantiation(document: document, application: application, storyboard: storyboard, controller: controller)
            let made = make(unit, cell)
            unit.complete(connections: document.connections)
            return made
        }
    }

    /// A cell with its content view's subviews; a styled cell's labels are its own `textLabel` and
    /// `detailTextLabel`, which IB lists among the content view's subviews.
    func makeCell(_ object: IBObject) -> UITableViewCell {
        var usage = IBUsage(object)
        let ibCell = object.tableViewCell
        let style: UITableViewCell.CellStyle? = switch ibCell?.style {
        case .basic?, .custom?, nil: .default
        case .subtitle?: .subtitle
        case .rightDetail?: .value1
        case .leftDetail?: .value2
        case .other?: nil
        }
        if style != nil { usage.use(attributes: "style") }
        // A cell's own height: a static table's row takes it (StaticTableContent); a prototype's is
        // Interface Builder's canvas only, as in UIKit.
        usage.use(attributes: "rowHeight", "customRowHeight")
        let identifier = ibCell?.reuseIdentifier
        usage.use(attributes: "reuseIdentifier")
        let cell: UITableViewCell = instantiate(object, usage: &usage) {
            UITableViewCell(style: style ?? .default, reuseIdentifier: identifier)
        }
        cell.reuseIdentifier = identifier
        if let width = object.number("indentationWidth") { cell.indentationWidth = CGFloat(width); usage.use(attributes: "indentationWidth") }
        if let level = object.number("indentationLevel") { cell.indentationLevel = Int(level); usage.use(attributes: "indentationLevel") }
        register(cell, id: object.id)
        applyViewAttributes(object, to: cell, usage: &usage)
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let accessory = ibCell?.accessoryType.flatMap({ accessories[$0] }) { cell.accessoryType = accessory; usage.use(attributes: "accessoryType") }
        let selections: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
        if let selection = ibCell?.selectionStyle.flatMap({ selections[$0] }) { cell.selectionStyle = selection; usage.use(attributes: "selectionStyle") }
        if let content = ibCell?.contentView {
            var contentUsage = IBUsage(content)
            register(cell.contentView, id: content.id)
            applyViewAttributes(content, to: cell.contentView, usage: &contentUsage)
            contentUsage.use(attributes: "tableViewCell")
            var builtIn: [String: UIView] = [:]
            for (attribute, view) in [("textLabel", cell.textLabel as UIView?), ("detailTextLabel", cell.detailTextLabel),
                                      ("imageView", cell.imageView)] {
                if let id = object.attribute(attribute), let view { builtIn[id] = view }
            }
            for sub in content.subviews {
                if let existing = builtIn[sub.id] {
                    var subUsage = IBUsage(sub)
                    register(existing, id: sub.id)
                    applyViewAttributes(sub, to: existing, usage: &subUsage)
                    applyKindAttributes(sub, to: existing, usage: &subUsage)
                    finish(subUsage)
                } else {
                    cell.contentView.addSubview(makeView(sub))
                }
            }
            contentUsage.use(.child("subviews"))
            finish(contentUsage)
            usage.use(.child("contentView"))
            usage.use(attributes: "textLabel", "detailTextLabel", "imageView")
        }
        finish(usage)
        return cell
    }
}
