// Qt Quick Test entry for the Komme gleich! UI: links the static QML modules in and lets
// the tests find them under qrc:/ and offers them ManualClock (FoodCourt.Testing) to step the
// table's clock.
#include "test_clock.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KommeGleichPlugin)

class KommeGleichTestSetup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() {
        // Autosaves and settings go to a throw-away test location, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        TestClock::registerType(); // ManualClock in FoodCourt.Testing
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_kommegleich_qml, KommeGleichTestSetup)

#include "tst_kommegleich_setup.moc"
