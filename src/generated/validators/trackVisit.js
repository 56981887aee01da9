// Generated code. Do not modify. Run npm run gen.
export const validate = validate77;

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate77.errors = null;
return true;
}
