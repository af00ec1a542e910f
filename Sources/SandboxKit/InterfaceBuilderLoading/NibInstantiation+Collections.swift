import Foundation
import InterfaceBuilder

/// Collection views and their cells, as tables (NibInstantiation+Tables.swift): the flow layout's
/// sizes and spacings from the document, and each prototype cell registered under its reuse
/// identifier, a fresh copy made for each dequeue that finds no cell to reuse. A layout of another
/// class than the flow layout is made as a flow layout and reported.
extension NibInstantiation {
    func makeCollectionView(_ object: IBObject, usage: inout IBUsage) -> UICollectionView {
        let layout = makeFlowLayout(object.collectionView?.layout)
        usage.use(.child("collectionViewLayout"))
        return instantiate(object, usage: &usage) { UICollectionView(frame: .zero, collectionViewLayout: layout) }
    }

    func makeFlowLayout(_ object: IBObject?) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        guard let object else { return layout }
        var usage = IBUsage(object)
        register(layout, id: object.id)
        guard let flow = object.collectionViewFlowLayout else {
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "\(document.fileName):\(object.location): warning: <\(object.name)> is not supported; made as a UICollectionViewFlowLayout",
                about: controller, onceKey: "element \(object.name)")
            return layout
        }
        if flow.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
        usage.use(attributes: "scrollDirection")
        if let spacing = flow.minimumLineSpacing { layout.minimumLineSpacing = CGFloat(spacing); usage.use(attributes: "minimumLineSpacing") }
        if let spacing = flow.minimumInteritemSpacing {
            layout.minimumInteritemSpacing = CGFloat(spacing)
            usage.use(attributes: "minimumInteritemSpacing")
        }
        if let size = flow.itemSize { layout.itemSize = CGSize(width: size.width, height: size.height); usage.use(.child("itemSize")) }
        if let size = flow.estimatedItemSize {
            layout.estimatedItemSize = CGSize(width: size.width, height: size.height)
            usage.use(.child("estimatedItemSize"))
        }
        // Headers and footers are not laid out here; a zero size (IB writes one on every flow layout) asks for none.
        for key in ["headerReferenceSize", "footerReferenceSize"] where flow.object.size(key: key).map({ $0.width == 0 && $0.height == 0 }) == true {
            usage.use(.child(key))
        }
        if let inset = flow.sectionInset {
            layout.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
            usage.use(.child("sectionInset"))
        }
        finish(usage)
        return layout
    }

    func applyCollection(_ object: IBObject, to collection: UICollectionView, usage: inout IBUsage) {
        guard let ibCollection = object.collectionView else { return }
        if object.attribute("dataMode") == "prototypes" { usage.use(attributes: "dataMode") }
        for prototype in ibCollection.prototypeCells {
            guard let identifier = prototype.reuseIdentifier else { continue }
            collection.nibCellMakers[identifier] = prototypeMaker(prototype.object) { $0.makeCollectionCell($1) }
        }
        if !ibCollection.prototypeCells.isEmpty { usage.use(.child("cells")) }
    }

    /// A cell with its content view's subviews (Xcode 11 and later write the content view as
    /// `collectionViewCellContentView`; earlier ones as a keyed plain `view`).
    func makeCollectionCell(_ object: IBObject) -> UICollectionViewCell {
        var usage = IBUsage(object)
        let identifier = object.collectionViewCell?.reuseIdentifier
        usage.use(attributes: "reuseIdentifier")
        let cell: UICollectionViewCell = instantiate(object, usage: &usage) { UICollectionViewCell(frame: .zero) }
        cell.reuseIdentifier = identifier
        register(cell, id: object.id)
        applyViewAttributes(object, to: cell, usage: &usage)
        if let content = object.collectionViewCell?.contentView {
            var contentUsage = IBUsage(content)
            register(cell.contentView, id: content.id)
            applyViewAttributes(content, to: cell.contentView, usage: &contentUsage)
            for sub in content.subviews { cell.contentView.addSubview(makeView(sub)) }
            contentUsage.use(.child("subviews"))
            finish(contentUsage)
            usage.use(.child("contentView"))
        }
        // A cell written before Xcode 11 holds its subviews directly; UIKit puts them in the content view.
        for sub in object.subviews { cell.contentView.addSubview(makeView(sub)) }
        usage.use(.child("subviews"))
        finish(usage)
        return cell
    }
}
