import Foundation

/// An entry point for fuzzers (libFuzzer, or the randomized test).
///
/// Any bytes must produce a document or an `IBError`; this traps only when
/// that promise is broken in a way a crash would not show: an error without a
/// real position, or a document whose typed layer disagrees with its index.
/// It also reads every typed accessor of every object, so a trap hidden in an
/// accessor surfaces here rather than in the instantiating code.
public enum InterfaceBuilderFuzz {
    public static func check(_ data: Data) {
        let fileName = "fuzz.storyboard"
        let document: IBDocument
        do {
            document = try IBDocument(data: data, fileName: fileName)
        } catch {
            let lines = lineCount(data)
            guard error.line >= 1, error.column >= 1 else {
                fatalError("IBError without a valid position: \(error)")
            }
            guard error.line <= lines else {
                fatalError("IBError at line \(error.line), beyond the input's \(lines) lines: \(error)")
            }
            guard !error.message.isEmpty,
                  error.description == "\(fileName):\(error.line):\(error.column): error: \(error.message)" else {
                fatalError("IBError with a malformed description: \(error)")
            }
            return
        }
        exercise(document)
    }

    private static func lineCount(_ data: Data) -> Int {
        var lines = 1
        var previousWasCR = false
        for byte in data {
            if byte == 0x0A {
                if !previousWasCR { lines += 1 }
            } else if byte == 0x0D {
                lines += 1
            }
            previousWasCR = byte == 0x0D
        }
        return lines
    }

    private static func exercise(_ document: IBDocument) {
        for element in document.root.descendantsAndSelf {
            guard element.line >= 1, element.column >= 1 else {
                fatalError("element <\(element.name)> without a valid position")
            }
        }
        for connection in document.connections {
            if let destination = connection.destinationID, document.element(id: destination) == nil {
                fatalError("connection \(connection.id ?? "?") accepted with a dangling destination")
            }
        }
        for scene in document.scenes {
            _ = (scene.controller, scene.placeholders, scene.exit, scene.firstResponder, scene.otherObjects, scene.canvasLocation)
        }
        _ = (document.initialViewController, document.filesOwner, document.tintColor, document.kind, document.toolsVersion)
        for object in document.allObjects {
            guard document.object(id: object.id) != nil else { fatalError("object \(object.id) missing from the index") }
            _ = (object.children, object.subviews, object.connections, object.layoutGuides, object.runtimeAttributes)
            _ = (object.frame, object.colors.map(document.resolve), object.font?.kind, object.text, object.title, object.image)
            _ = (object.autoresizingMask, object.accessibility, object.buttonStates, object.buttonConfiguration)
            _ = (object.storyboardReference, object.placeholderIntrinsicWidth, object.translatesAutoresizingMaskIntoConstraints)
            for constraint in object.constraints {
                guard document.element(id: constraint.firstItemID) != nil || constraint.firstItem == nil else {
                    fatalError("constraint accepted with a dangling firstItem")
                }
            }
            if let table = object.tableView {
                _ = (table.style, table.sections.map { ($0.headerTitle, $0.cells.count) }, table.prototypeCells.map(\.style))
            }
            if let cell = object.tableViewCell {
                _ = (cell.textLabel, cell.detailTextLabel, cell.imageView, cell.contentView, cell.rowHeight)
            }
            if let collection = object.collectionView {
                _ = (collection.flowLayout?.sectionInset, collection.flowLayout?.itemSize, collection.prototypeCells.map(\.reuseIdentifier))
            }
            if let item = object.navigationItem {
                _ = (item.leftBarButtonItems, item.rightBarButtonItems, item.backBarButtonItem, item.titleView)
            }
            _ = (object.barButtonItem?.tag, object.tabBarItem?.tag, object.tabBarItem?.selectedImage)
            var usage = IBUsage(object)
            usage.useDesignTimeItems()
            _ = usage.unused.map(\.description)
        }
    }
}
